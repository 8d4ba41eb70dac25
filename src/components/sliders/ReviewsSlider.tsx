import { useId } from 'react'
import { Carousel } from '../carousel/Carousel'
import { ReviewCard } from '../cards/ReviewCard'
import { SectionHead } from '../section-head/SectionHead'
import { useT } from '../../i18n/intl'
import type { ReviewEntity } from '../../model/entities/shop'

export interface ReviewsSliderProps {
  /** From `loadRelatedReviews`: null when the load failed, which hides the block (REVIEWS-11). */
  reviews: ReviewEntity[] | null
  /**
   * An item page's item (its `entity_id` in the reviews query): when none of the reviews is about it (OQ-51's
   * fallback to the latest reviews), the block says these are the centre's clients' reviews, not the item's.
   */
  about?: string
}

/**
 * The related-reviews block of home, events, event and trainer pages (REVIEWS-11, OQ-51): a slider of review
 * cards (232-character cut, 'read all' modal) and a link to all reviews. Renders nothing when there is nothing
 * to show or the load failed, so a failure never shows an error.
 */
export function ReviewsSlider({ reviews, about }: ReviewsSliderProps) {
  const t = useT()
  const titleId = useId()
  if (!reviews || reviews.length === 0) return null
  const othersOnly = about !== undefined && !reviews.some((review) => review.entity_id === about)
  const title = t(othersOnly ? 'reviews.slider.title_others' : 'reviews.slider.title')
  return (
    <section className="reviews-slider container" aria-labelledby={titleId}>
      <SectionHead titleId={titleId} title={title} all={{ to: '/reviews', label: t('reviews.slider.all') }} />
      <Carousel label={title} perView={{ base: 1, md: 2, lg: 3 }}>
        {reviews.map((review) => (
          <ReviewCard key={review.uuid} review={review} />
        ))}
      </Carousel>
    </section>
  )
}
