import type { ReviewEntity } from '../../model/entities/shop'
import { textExcerpt } from '../../seo/excerpt'

/** REVIEWS-09: review text longer than this many characters is cut with an ellipsis on cards. */
export const REVIEW_EXCERPT_LENGTH = 232

export interface ReviewExcerpt {
  /** The card's text: the plain text cut at a word boundary with '…' when `cut`. */
  text: string
  cut: boolean
}

/**
 * The card text of a review body (sanitised HTML): cut to 232 characters (code points, as textExcerpt counts them)
 * with an ellipsis when longer.
 */
export function reviewExcerpt(body: string, max = REVIEW_EXCERPT_LENGTH): ReviewExcerpt {
  const full = textExcerpt(body, Number.MAX_SAFE_INTEGER)
  const text = textExcerpt(body, max)
  return { text, cut: text !== full }
}

/** The reading modal shows more than the card, which has the video and the images too: the whole text. */
export function hasMoreToRead(review: Pick<ReviewEntity, 'body'>): boolean {
  return reviewExcerpt(review.body).cut
}
