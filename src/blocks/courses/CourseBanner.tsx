import { Picture } from '../../components/Picture'
import { ShareOnAction } from '../../components/share/ShareOnAction'
import { eventCover } from '../../components/cards/EventCard'
import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { ScrollButton } from '../events/ScrollButton'
import { COURSE_BLOCK_IDS } from './course-blocks'

/** COURSES-07: the preview: image, theme and type, title, short description, 'buy' (to the order form), 'more' and share. */
export function CourseBanner({ course, url }: { course: OnlineCourseEntity; url: string }) {
  const t = useT()
  const cover = eventCover(course)
  const { width, height } = IMAGE_DIMENSIONS.large
  return (
    <section className="event-banner" aria-labelledby="course-title">
      {cover ? (
        <Picture images={cover} alt="" width={width} height={height} className="event-banner__image" loading="eager" fetchPriority="high" />
      ) : null}
      <div className="event-banner__content container">
        <p className="event-banner__meta">
          <span className="event-banner__type">{t(`events.type.${course.type}`)}</span>
          <span>{t(`events.theme.${course.theme}`)}</span>
        </p>
        <h1 className="event-banner__title" id="course-title">
          {course.title}
        </h1>
        {course.short_description ? <p className="event-banner__lead">{course.short_description}</p> : null}
        <div className="event-banner__actions">
          <ScrollButton target={COURSE_BLOCK_IDS.order} className="button button--accent button--large">
            {t('event.buy')}
          </ScrollButton>
          <ScrollButton target={COURSE_BLOCK_IDS.info} className="button button--ghost-light button--large">
            {t('event.more')}
          </ScrollButton>
          <ShareOnAction url={url} title={course.title} />
        </div>
      </div>
    </section>
  )
}
