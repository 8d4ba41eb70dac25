import { hasMoreToRead, reviewExcerpt } from '../../blocks/reviews/review-excerpt'
import { useT } from '../../i18n/intl'
import type { ReviewEntity } from '../../model/entities/shop'
import { useModal } from '../app-providers'
import { Picture } from '../Picture'

export interface ReviewCardProps {
  review: ReviewEntity
  headingLevel?: 2 | 3
}

/** The author's photo is drawn in a circle of this size (px). */
const PHOTO_SIZE = 56

/**
 * A review card (REVIEWS-06, REVIEWS-09): the author with photo and media source, the event, and the text cut at
 * 232 characters. The body is server-sanitised HTML (BE-25); the card shows its plain text, and 'read all' opens
 * the reading modal (full text, video link, images) whenever that shows more than the card.
 */
export function ReviewCard({ review, headingLevel = 3 }: ReviewCardProps) {
  const t = useT()
  const modal = useModal()
  const excerpt = reviewExcerpt(review.body)
  const Heading = `h${headingLevel}` as const
  const initial = review.client_name.trim().charAt(0).toUpperCase()
  return (
    <article className="review-card">
      <header className="review-card__author">
        {review.media_photo ? (
          <Picture
            className="review-card__photo"
            images={review.media_photo}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
          />
        ) : (
          <span className="review-card__photo review-card__photo--initial" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="review-card__who">
          <Heading className="review-card__name">{review.client_name}</Heading>
          {review.media_source && <p className="review-card__source">{review.media_source}</p>}
        </div>
      </header>
      {review.event_title && <p className="review-card__event">{review.event_title}</p>}
      <p className="review-card__text">{excerpt.text}</p>
      {hasMoreToRead(review) && (
        <button
          type="button"
          className="review-card__more"
          aria-haspopup="dialog"
          onClick={() => modal.open('review', { review })}
        >
          {t('reviews.read_all')}
          <span className="visually-hidden">: {review.client_name}</span>
        </button>
      )}
    </article>
  )
}
