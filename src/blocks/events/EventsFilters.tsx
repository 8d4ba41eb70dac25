import { Link, useParams } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'
import { changeSearch, type EventsSearch } from '../../model/event-search'
import { EVENT_FORMATS, EVENT_THEMES, EVENT_TYPES, type EventFormat } from '../../model/events'
import { ChoiceOptions, FilterGroup } from '../../components/filters/FilterChoices'

/**
 * On `/events/{format}` the format is the path (EVENTS-13): another format goes to its own landing address, 'all'
 * back to `/events`; the other filters are kept.
 */
function FormatOnPathOptions({ fixed, search }: { fixed: EventFormat; search: EventsSearch }) {
  const t = useT()
  const { lang } = useParams({ strict: false })
  const rest = changeSearch(search, 'format', undefined)
  return (
    <>
      <li>
        <Link to="/{-$lang}/events" params={{ lang }} search={rest} activeOptions={{ exact: true }} className="chip">
          {t('events.filters.all')}
        </Link>
      </li>
      {EVENT_FORMATS.map((format) => (
        <li key={format}>
          <Link
            to="/{-$lang}/events/$format"
            params={{ lang, format }}
            search={{ ...rest, format: undefined }}
            activeOptions={{ exact: true }}
            className="chip"
            aria-current={format === fixed ? 'true' : undefined}
          >
            {t(`events.format.${format}`)}
          </Link>
        </li>
      ))}
    </>
  )
}

/** EVENTS-01, EVENTS-12, EVENTS-13: format, theme (the 15 themes) and type filters, each in the address. */
export function EventsFilters({ search, fixedFormat }: { search: EventsSearch; fixedFormat?: EventFormat }) {
  const t = useT()
  return (
    <div className="events-filters" role="region" aria-label={t('events.filters.label')}>
      <FilterGroup label={t('events.filters.format')}>
        {fixedFormat ? (
          <FormatOnPathOptions fixed={fixedFormat} search={search} />
        ) : (
          <ChoiceOptions name="format" values={EVENT_FORMATS} search={search} change={changeSearch} />
        )}
      </FilterGroup>
      <FilterGroup label={t('events.filters.theme')}>
        <ChoiceOptions name="theme" values={EVENT_THEMES} search={search} change={changeSearch} />
      </FilterGroup>
      <FilterGroup label={t('events.filters.type')}>
        <ChoiceOptions name="type" values={EVENT_TYPES} search={search} change={changeSearch} />
      </FilterGroup>
    </div>
  )
}
