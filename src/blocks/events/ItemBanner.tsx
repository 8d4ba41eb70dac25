import type { ReactNode } from 'react'
import { Picture } from '../../components/Picture'
import { eventCover } from '../../components/cards/expanded-image'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'

/**
 * The banner at the top of an event's or an online course's page (EVENT-01, COURSES-07): the cover under the text,
 * the meta line, the page's one h1 (`titleId` labels the section), the short description and the actions.
 */
export function ItemBanner({
  item,
  titleId,
  meta,
  actions,
}: {
  item: { title: string; short_description: string; image: ImageEntity | null; images: readonly (string | ImageEntity)[] }
  titleId: string
  meta: ReactNode
  actions: ReactNode
}) {
  const cover = eventCover(item)
  const { width, height } = IMAGE_DIMENSIONS.large
  return (
    <section className="event-banner" aria-labelledby={titleId}>
      {cover ? (
        <Picture images={cover} alt="" width={width} height={height} className="event-banner__image" loading="eager" fetchPriority="high" />
      ) : null}
      <div className="event-banner__content container">
        <p className="event-banner__meta">{meta}</p>
        <h1 className="event-banner__title" id={titleId}>
          {item.title}
        </h1>
        {item.short_description ? <p className="event-banner__lead">{item.short_description}</p> : null}
        <div className="event-banner__actions">{actions}</div>
      </div>
    </section>
  )
}
