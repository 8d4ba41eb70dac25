import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import type { EventEntity } from '../../model/entities/events'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'

/** The gallery's pictures: the expanded images other than the banner's cover. */
export function galleryImages(event: Pick<EventEntity, 'images' | 'image'>): ImageEntity[] {
  const expanded = event.images.filter((image): image is ImageEntity => typeof image === 'object' && image !== null)
  return expanded.filter((image) => image.uuid !== event.image?.uuid)
}

/** OQ-04: the gallery comes from `event.images`; with no pictures beyond the cover it is hidden. */
export function EventGallery({ event }: { event: EventEntity }) {
  const t = useT()
  const images = galleryImages(event)
  if (images.length === 0) return null
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <section className="event-section event-gallery container" aria-labelledby="event-gallery-title">
      <h2 className="event-section__title" id="event-gallery-title">
        {t('event.gallery.title')}
      </h2>
      <ul className="event-gallery__list">
        {images.map((image, index) => (
          <li key={image.uuid} className="event-gallery__item">
            <Picture
              images={image}
              alt={t('event.gallery.image', { title: event.title, number: index + 1 })}
              width={width}
              height={height}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
