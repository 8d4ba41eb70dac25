import { useT } from '../../i18n/intl'
import type { ReviewEntity } from '../../model/entities/shop'
import { Picture } from '../Picture'

export interface ReviewImagesProps {
  review: Pick<ReviewEntity, 'client_name' | 'images'>
  className: string
  /** The list's accessible name. */
  label: string
  width: number
  height: number
}

/** A review's attached photos (REVIEWS-06), each with its alt text; nothing when it has none or they are not expanded. */
export function ReviewImages({ review, className, label, width, height }: ReviewImagesProps) {
  const t = useT()
  const images = review.images.filter((image) => typeof image !== 'string')
  if (images.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {images.map((image, index) => (
        <li key={image.uuid}>
          <Picture images={image} alt={t('reviews.image_alt', { name: review.client_name, number: index + 1 })} width={width} height={height} />
        </li>
      ))}
    </ul>
  )
}
