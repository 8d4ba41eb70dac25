import { Picture } from '../Picture'
import { LocalizedLink } from '../layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { OnlineCourseListItem } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { eventCover } from './expanded-image'

export interface CourseCardProps {
  course: OnlineCourseListItem
  headingLevel?: 2 | 3
  /** Eager image for a card above the fold. */
  eager?: boolean
}

/** An online course in the courses list (COURSES-04): image, theme, type, title, short description and 'more'. */
export function CourseCard({ course, headingLevel = 2, eager = false }: CourseCardProps) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const cover = eventCover(course)
  const { width, height } = IMAGE_DIMENSIONS.medium
  const path = `/online_school/courses/${course.slug}`
  return (
    <article className="event-card course-card">
      <div className="event-card__media">
        {cover ? (
          <Picture images={cover} alt="" width={width} height={height} className="event-card__picture" loading={eager ? 'eager' : 'lazy'} />
        ) : null}
        <span className="event-card__type">{t(`events.type.${course.type}`)}</span>
      </div>
      <div className="event-card__body">
        <p className="event-card__when">{t(`events.theme.${course.theme}`)}</p>
        <Heading className="event-card__title">
          <LocalizedLink to={path} className="course-card__title-link">
            {course.title}
          </LocalizedLink>
        </Heading>
        {course.short_description ? <p className="course-card__text">{course.short_description}</p> : null}
        <LocalizedLink to={path} className="course-card__more" tabIndex={-1} aria-hidden="true">
          {t('courses.card.more')}
        </LocalizedLink>
      </div>
    </article>
  )
}
