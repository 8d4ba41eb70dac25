import { useT } from '../../i18n/intl'
import { changeCoursesSearch, COURSES_DEFAULT_ORDER, type CoursesSearch } from '../../model/course-search'
import { CREATED_ORDERS, EVENT_THEMES, EVENT_TYPES } from '../../model/events'
import { ChoiceOptions, FilterGroup } from '../../components/filters/FilterChoices'
import { SearchLink } from '../../components/filters/SearchLink'

/** COURSES-01, COURSES-02: theme, type and sort, each a link to the filtered list's own address. */
export function CourseFilters({ search }: { search: CoursesSearch }) {
  const t = useT()
  const order = search.order_by ?? COURSES_DEFAULT_ORDER
  return (
    <div className="events-filters" role="region" aria-label={t('events.filters.label')}>
      <FilterGroup label={t('events.filters.theme')}>
        <ChoiceOptions name="theme" values={EVENT_THEMES} search={search} change={changeCoursesSearch} />
      </FilterGroup>
      <FilterGroup label={t('events.filters.type')}>
        <ChoiceOptions name="type" values={EVENT_TYPES} search={search} change={changeCoursesSearch} />
      </FilterGroup>
      <FilterGroup label={t('courses.sort.label')}>
        {CREATED_ORDERS.map((value) => (
          <li key={value}>
            <SearchLink change={(latest) => changeCoursesSearch(latest, 'order_by', value)} current={value === order} className="chip">
              {t(`courses.sort.${value}`)}
            </SearchLink>
          </li>
        ))}
      </FilterGroup>
    </div>
  )
}
