import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'
import { EventPrice } from '../events/EventPrice'
import { Fact } from '../events/EventInfo'
import { COURSE_BLOCK_IDS } from './course-blocks'

/**
 * COURSES-08, COURSES-11: who it is for, the price ('from' with several options), theme, type, age restriction,
 * lessons, the access period, the trainers and a link to the first trainer's page. A fact without data is left out.
 */
export function CourseInfo({ course }: { course: OnlineCourseEntity }) {
  const t = useT()
  const [lead] = course.trainers
  return (
    <section className="event-info container" id={COURSE_BLOCK_IDS.info} aria-labelledby="course-info-title">
      <h2 className="event-info__title" id="course-info-title">
        {t('courses.info.title')}
      </h2>
      <div className="event-info__layout">
        <div className="event-info__lead">
          <p className="event-info__price">
            <span className="visually-hidden">{t('event.info.price')}: </span>
            <EventPrice event={course} />
          </p>
        </div>
        <dl className="event-info__facts">
          {course.for_who ? (
            <Fact term={t('event.info.for_who')}>
              {/* Sanitised on the server with an allow-list (BE-25). */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: course.for_who }} />
            </Fact>
          ) : null}
          <Fact term={t('events.filters.theme')}>{t(`events.theme.${course.theme}`)}</Fact>
          <Fact term={t('events.filters.type')}>{t(`events.type.${course.type}`)}</Fact>
          {course.age_restriction ? <Fact term={t('event.info.age')}>{t('event.age', { age: course.age_restriction })}</Fact> : null}
          {course.lessons_count > 0 ? (
            <Fact term={t('courses.info.lessons')}>{t('courses.info.lessons_count', { count: course.lessons_count })}</Fact>
          ) : null}
          <Fact term={t('courses.info.access')}>{t('courses.access')}</Fact>
          {course.trainers.length > 0 ? (
            <Fact term={t('event.info.trainers')}>
              <ul className="event-info__trainers">
                {course.trainers.map((trainer) => (
                  <li key={trainer.slug}>
                    <LocalizedLink to={`/trainers/${trainer.slug}`}>{trainer.full_name}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </dl>
      </div>
      {lead ? (
        <LocalizedLink to={`/trainers/${lead.slug}`} className="button button--outline event-info__trainer-link">
          {t('event.info.trainer_page')}
        </LocalizedLink>
      ) : null}
    </section>
  )
}
