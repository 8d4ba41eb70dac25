import { useT } from '../../i18n/intl'
import type { ReviewEntity } from '../../model/entities/shop'
import { DateTime } from '../DateTime'
import { Picture } from '../Picture'
import { ReviewImages } from '../cards/ReviewImages'
import type { ModalContentProps } from './InfoModal'

/** The `review` modal's props (MODAL-01: review reading). */
export interface ReviewReadModalProps {
  review: ReviewEntity
}

/** Photos attached to a review are drawn at this size (the demo renditions' medium aspect, 16:10). */
const IMAGE_WIDTH = 480
const IMAGE_HEIGHT = 300

/**
 * The review-reading modal (REVIEWS-06, REVIEWS-09): the author, the whole text, the video link and the attached
 * images. The body is HTML sanitised on the server with an allow-list (worker/lib/sanitize.ts), which is the only
 * reason it may be rendered as HTML here.
 */
export default function ReviewReadModal({ review, titleId }: ReviewReadModalProps & ModalContentProps) {
  const t = useT()
  return (
    <article className="review-read">
      <header className="review-read__header">
        {review.media_photo && (
          <Picture className="review-read__photo" images={review.media_photo} alt="" width={64} height={64} />
        )}
        <div>
          <h2 id={titleId} className="review-read__name">
            {review.client_name}
          </h2>
          {review.media_source && <p className="review-read__source">{review.media_source}</p>}
          <p className="review-read__date">
            <DateTime value={review.created} />
          </p>
        </div>
      </header>
      {review.event_title && <p className="review-read__event">{review.event_title}</p>}
      <div className="review-read__body rich-text" dangerouslySetInnerHTML={{ __html: review.body }} />
      {review.body_video && (
        <p className="review-read__video">
          <a href={review.body_video} target="_blank" rel="noopener noreferrer">
            {t('reviews.watch_video')}
          </a>
        </p>
      )}
      <ReviewImages review={review} className="review-read__images" label={t('reviews.images')} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
    </article>
  )
}
