import { ShareOnAction } from '../../components/share/ShareOnAction'
import { useT } from '../../i18n/intl'
import type { OnlineCourseEntity } from '../../model/entities/events'
import { ItemBanner } from '../events/ItemBanner'
import { ScrollButton } from '../events/ScrollButton'
import { COURSE_BLOCK_IDS } from './course-blocks'

/** COURSES-07: the preview: image, theme and type, title, short description, 'buy' (to the order form), 'more' and share. */
export function CourseBanner({ course, url }: { course: OnlineCourseEntity; url: string }) {
  const t = useT()
  return (
    <ItemBanner
      item={course}
      titleId="course-title"
      meta={
        <>
          <span className="event-banner__type">{t(`events.type.${course.type}`)}</span>
          <span>{t(`events.theme.${course.theme}`)}</span>
        </>
      }
      actions={
        <>
          <ScrollButton target={COURSE_BLOCK_IDS.order} className="button button--accent button--large">
            {t('event.buy')}
          </ScrollButton>
          <ScrollButton target={COURSE_BLOCK_IDS.info} className="button button--ghost-light button--large">
            {t('event.more')}
          </ScrollButton>
          <ShareOnAction url={url} title={course.title} />
        </>
      }
    />
  )
}
