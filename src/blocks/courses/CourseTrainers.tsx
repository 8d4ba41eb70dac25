import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'

/** COURSES-09: the trainers list, only when the course has more than one trainer. */
export function CourseTrainers({ course }: { course: OnlineCourseEntity }) {
  const t = useT()
  if (course.trainers.length < 2) return null
  return (
    <section className="event-section event-leaders container" aria-labelledby="course-trainers-title">
      <h2 className="event-section__title" id="course-trainers-title">
        {t('courses.trainers.title')}
      </h2>
      <ul className="event-leaders__list">
        {course.trainers.map((trainer) => (
          <li key={trainer.slug} className="event-leaders__item">
            <h3 className="event-leaders__name">
              <LocalizedLink to={`/trainers/${trainer.slug}`} className="event-leaders__link">
                {trainer.full_name}
              </LocalizedLink>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  )
}
