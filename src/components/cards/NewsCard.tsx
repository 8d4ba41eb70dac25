import { DateTime } from '../DateTime'
import { LocalizedLink } from '../layout/LocalizedLink'
import type { NewsCardData } from './card-data'
import { newsCardText } from './news-card-text'

export interface NewsCardProps {
  news: NewsCardData
  /** The card title's level in the page outline (2 on a list page, 3 inside a titled section). */
  headingLevel?: 2 | 3
}

/**
 * A news item in lists and sliders (HOME-09, NEWS-04): publication date, title and the short description without
 * HTML cut at 125 characters. The title links to the item page; the link covers the whole card.
 */
export function NewsCard({ news, headingLevel = 3 }: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="news-card">
      <DateTime value={news.date_publication} className="news-card__date" />
      <Heading className="news-card__title">
        <LocalizedLink to={`/news/${news.slug}`} className="news-card__link">
          {news.title}
        </LocalizedLink>
      </Heading>
      <p className="news-card__text">{newsCardText(news.short_description)}</p>
    </article>
  )
}
