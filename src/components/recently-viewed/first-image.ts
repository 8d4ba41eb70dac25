import type { ImageRefs } from '../../model/entities/shop'

/** The small rendition of a product's first photo, when its images came expanded. */
export function firstImage(images: ImageRefs): string | null {
  const first = images[0]
  return typeof first === 'object' ? first.small : null
}
