import { ArticleCard } from '../../components/cards/ArticleCard'
import type { ArticleListItem } from '../../model/entities/publications'

/** A grid of article cards (BLOG-05, BLOG-07). */
export function ArticleList({ rows, label, headingLevel }: { rows: ArticleListItem[]; label: string; headingLevel: 2 | 3 }) {
  return (
    <ul className="blog-list" aria-label={label}>
      {rows.map((article) => (
        <li key={article.uuid}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
