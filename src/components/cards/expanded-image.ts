import type { ImageEntity } from '../../model/entities/reference'

/**
 * ENTITY-18: a row's `images` are uuids, or the renditions themselves when the list was asked with
 * `expand=images`. The first expanded image, or null when there is none (or they were not expanded).
 */
export function firstExpandedImage(images: readonly (string | ImageEntity)[] | null | undefined): ImageEntity | null {
  const first = images?.[0]
  return typeof first === 'object' && first !== null ? first : null
}
