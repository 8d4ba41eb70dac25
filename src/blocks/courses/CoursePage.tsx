import { Breadcrumbs } from '../../components/Breadcrumbs'
import { HydrateWhenNear } from '../../components/HydrateWhenNear'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { lazyPart } from '../../components/lazy-part'
import { useT } from '../../i18n/intl'
import { canonicalUrl } from '../../model/site-urls'
import { CourseBanner } from './CourseBanner'
import { CourseInfo } from './CourseInfo'
import { CourseOrder } from './CourseOrder'
import type { CoursePageData } from './load-course'

const ReviewsSlider = lazyPart(() => import('../../components/sliders/ReviewsSlider').then((module) => module.ReviewsSlider))
const TextSection = lazyPart(() => import('../events/EventTextSections').then((module) => module.TextSection))
const CourseTrainers = lazyPart(() => import('./CourseTrainers').then((module) => module.CourseTrainers))

/**
 * `/online_school/courses/{slug}` (COURSES-07…11): preview, info, description, trainers (more than one), programme,
 * the order form and related reviews, in that order.
 */
export function CoursePage({ data }: { data: CoursePageData }) {
  const t = useT()
  const language = useLanguage()
  const { siteUrl } = useShellData()
  const { course } = data
  return (
    <article className="event-page course-page">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: t('school.title'), to: '/online_school' },
            { label: t('courses.title'), to: '/online_school/courses' },
            { label: course.title },
          ]}
        />
      </div>
      <CourseBanner course={course} url={canonicalUrl(siteUrl, language, `/online_school/courses/${course.slug}`)} />
      <CourseInfo course={course} />
      <HydrateWhenNear className="event-page__later">
        <TextSection name="description" title={t('event.description.title')} html={course.description} />
        <CourseTrainers course={course} />
        <TextSection name="programme" title={t('event.programme.title')} html={course.description_second} />
      </HydrateWhenNear>
      <CourseOrder course={course} />
      <HydrateWhenNear className="event-page__later">
        <ReviewsSlider reviews={data.reviews} />
      </HydrateWhenNear>
    </article>
  )
}
