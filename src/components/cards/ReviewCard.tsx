import { hasMoreToRead, reviewExcerpt } from '../../blocks/reviews/review-excerpt'
import { useT } from '../../i18n/intl'
import type { ReviewEntity } from '../../model/entities/shop'
import { useModal } from '../app-providers'
import { youtubeVideoId } from '../modal/youtube-embed'
import { Picture } from '../Picture'
import { ReviewImages } from './ReviewImages'

export interface ReviewCardProps {
  review: ReviewEntity
  headingLevel?: 2 | 3
}

/** The author's photo is drawn in a circle of this size (px). */
const PHOTO_SIZE = 56
/** Attached photos are small thumbnails on the card (px, the renditions' 16:10). */
const THUMB_WIDTH = 64
const THUMB_HEIGHT = 40

/**
 * A review card (REVIEWS-06, REVIEWS-09): the author with photo and media source, the event, the text cut at
 * 232 characters, the video (a button opening the video modal, or a link when it is not on YouTube) and the
 * attached photos as thumbnails. The body is server-sanitised HTML (BE-25); the card shows its plain text, and
 * 'read all' opens the reading modal whenever the text is cut.
 */
export function ReviewCard({ review, headingLevel = 3 }: ReviewCardProps) {
  const t = useT()
  const modal = useModal()
  const excerpt = reviewExcerpt(review.body)
  const Heading = `h${headingLevel}` as const
  const initial = review.client_name.trim().charAt(0).toUpperCase()
  const video = review.body_video
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
      {video &&
        (youtubeVideoId(video) ? (
          <button
            type="button"
            className="review-card__video"
            aria-haspopup="dialog"
            onClick={() => modal.open('video', { title: review.client_name, url: video }, 'full')}
          >
            {t('reviews.watch_video')}
            <span className="visually-hidden">: {review.client_name}</span>
          </button>
        ) : (
          <a className="review-card__video" href={video} target="_blank" rel="noopener noreferrer">
            {t('reviews.watch_video')}
            <span className="visually-hidden">: {review.client_name}</span>
          </a>
        ))}
      <ReviewImages
        review={review}
        className="review-card__images"
        label={`${t('reviews.images')}: ${review.client_name}`}
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
      />
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
