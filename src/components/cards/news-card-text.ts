import { textExcerpt } from '../../seo/excerpt'

/** NEWS-04: the longest text a news card shows, in characters (the ellipsis included). */
export const NEWS_CARD_TEXT_MAX = 125

/** NEWS-04: a news card's text is its `short_description` with the HTML stripped, cut to 125 characters. */
export function newsCardText(shortDescription: string): string {
  return textExcerpt(shortDescription, NEWS_CARD_TEXT_MAX)
}
