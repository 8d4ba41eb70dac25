import type { ImageEntity } from '../../model/entities/reference'

/** The renditions `Picture` draws (LAYOUT-10, ENTITY-18): all a card keeps of an image. */
export type CardImage = Pick<ImageEntity, 'small' | 'medium' | 'large'>

/**
 * ENTITY-18: a row's `images` are uuids, or the renditions themselves when the list was asked with
 * `expand=images`. The first expanded image, or null when there is none (or they were not expanded).
 */
export function firstExpandedImage<Image extends CardImage>(images: readonly (string | Image)[] | null | undefined): Image | null {
  const first = images?.[0]
  return typeof first === 'object' && first !== null ? first : null
}

/** The picture of an event: its cover, else the first expanded gallery image (here, not in EventCard: a page's head uses it). */
export function eventCover<Image extends CardImage>(event: { image: Image | null; images: readonly (string | Image)[] }): Image | null {
  return event.image ?? firstExpandedImage(event.images)
}
