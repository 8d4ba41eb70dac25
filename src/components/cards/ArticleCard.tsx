import type { ArticleListItem } from '../../model/entities/publications'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { DateTime } from '../DateTime'
import { LocalizedLink } from '../layout/LocalizedLink'
import { Picture } from '../Picture'
import { firstExpandedImage } from './expanded-image'

export interface ArticleCardProps {
  article: ArticleListItem
  headingLevel?: 2 | 3
  /** Eager image for a card above the fold: the list's largest paint (LCP) is its first picture. */
  eager?: boolean
}

/**
 * A blog article in sliders and lists (TRAINER-13, TAG-02, ENTITY-07): image, publication date (DD.MM.YYYY,
 * I18N-08), title — the link to /blog/{slug}, which makes the whole card clickable — and the short description.
 */
export function ArticleCard({ article, headingLevel = 3, eager = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = firstExpandedImage(article.images)
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <article className="article-card">
      <div className="article-card__image">
        {image ? <Picture images={image} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} /> : null}
      </div>
      <div className="article-card__body">
        <DateTime value={article.date_publication} className="article-card__date" />
        <Heading className="article-card__title">
          <LocalizedLink to={`/blog/${article.slug}`} className="article-card__link">
            {article.title}
          </LocalizedLink>
        </Heading>
        {article.short_description ? <p className="article-card__text">{article.short_description}</p> : null}
      </div>
    </article>
  )
}
