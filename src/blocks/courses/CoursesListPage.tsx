import { Breadcrumbs } from '../../components/Breadcrumbs'
import { PageHero } from '../../components/page-hero/PageHero'
import { CourseCard } from '../../components/cards/CourseCard'
import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { ReviewsSlider } from '../../components/sliders/ReviewsSlider'
import { SubscriptionBanner } from '../../components/subscription/SubscriptionBanner'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { CoursesSearch } from '../../model/course-search'
import type { OnlineCourseListItem } from '../../model/entities/events'
import type { ReviewEntity } from '../../model/entities/shop'
import { CourseFilters } from './CourseFilters'

export interface CoursesListPageProps {
  search: CoursesSearch
  /** The page of the address, as the loader fetched it. */
  initial: ListResponse<OnlineCourseListItem>
  /** REVIEWS-11: null when they failed to load. */
  reviews: ReviewEntity[] | null
  /** The next rows after `skip`. */
  load: (skip: number) => Promise<ListResponse<OnlineCourseListItem>>
}

/**
 * `/online_school/courses` (COURSES-01…06): breadcrumbs, title, theme / type / sort filters, the course cards 24 a
 * page or the empty message, 'show more', the subscription banner (OQ-07) and related reviews.
 */
export function CoursesListPage({ search, initial, reviews, load }: CoursesListPageProps) {
  const t = useT()
  const { rows, listRef, showMore } = useLoadMore({ initial, load: (skip) => load(skip) })
  return (
    <div className="events-page courses-page">
      <PageHero>
        <Breadcrumbs items={[{ label: t('school.title'), to: '/online_school' }, { label: t('courses.title') }]} />
        <h1 className="events-page__title">{t('courses.title')}</h1>
      </PageHero>
      <div className="container">
        <CourseFilters search={search} />
        {rows.length > 0 ? (
          <ul ref={listRef} className="events-grid" aria-label={t('courses.list.label')}>
            {rows.map((course, index) => (
              <li key={course.uuid} className="events-grid__item">
                <CourseCard course={course} eager={index < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="events-empty" role="status">
            <p className="events-empty__title">{t('courses.empty')}</p>
            <p className="events-empty__hint">{t('courses.empty_hint')}</p>
          </div>
        )}
        <ShowMore {...showMore} />
        <SubscriptionBanner id="courses-subscription" />
      </div>
      <ReviewsSlider reviews={reviews} />
    </div>
  )
}
