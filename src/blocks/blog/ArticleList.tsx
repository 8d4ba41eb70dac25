import { ArticleCard } from '../../components/cards/ArticleCard'
import type { ArticleListItem } from '../../model/entities/publications'

/**
 * A grid of article cards (BLOG-05, BLOG-07). `eagerCards`: how many leading cards load their picture at once, for a
 * list at the top of its page (the first is its largest paint); the others wait until they near the screen.
 */
export function ArticleList({ rows, label, headingLevel, eagerCards = 0 }: { rows: ArticleListItem[]; label: string; headingLevel: 2 | 3; eagerCards?: number }) {
  return (
    <ul className="blog-list" aria-label={label}>
      {rows.map((article, index) => (
        <li key={article.uuid}>
          <ArticleCard article={article} headingLevel={headingLevel} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  )
}
