import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'
import { EventPrice } from '../../components/cards/EventPrice'
import { Fact, ForWhoFact, TrainerPageLink, TrainersFact } from '../events/EventInfo'
import { ScrollButton } from '../events/ScrollButton'
import { COURSE_BLOCK_IDS } from './course-blocks'

/**
 * COURSES-08, COURSES-11: who it is for, the price ('from' with several options), theme, type, age restriction,
 * lessons, the access period, the trainers and a link to the first trainer's page. A fact without data is left out.
 * The price panel says what the price buys (lessons, access) and leads to the order form.
 */
export function CourseInfo({ course }: { course: OnlineCourseEntity }) {
  const t = useT()
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
          <p className="event-info__includes">
            {[course.lessons_count > 0 ? t('courses.info.lessons_count', { count: course.lessons_count }) : null, t('courses.access')]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ScrollButton target={COURSE_BLOCK_IDS.order} className="button button--primary">
            {t('event.buy')}
          </ScrollButton>
        </div>
        <dl className="event-info__facts">
          <ForWhoFact html={course.for_who} />
          <Fact term={t('events.filters.theme')}>{t(`events.theme.${course.theme}`)}</Fact>
          <Fact term={t('events.filters.type')}>{t(`events.type.${course.type}`)}</Fact>
          {course.age_restriction ? <Fact term={t('event.info.age')}>{t('event.age', { age: course.age_restriction })}</Fact> : null}
          {course.lessons_count > 0 ? (
            <Fact term={t('courses.info.lessons')}>{t('courses.info.lessons_count', { count: course.lessons_count })}</Fact>
          ) : null}
          <Fact term={t('courses.info.access')}>{t('courses.access')}</Fact>
          <TrainersFact trainers={course.trainers} />
        </dl>
      </div>
      <TrainerPageLink trainer={course.trainers[0]} />
    </section>
  )
}
