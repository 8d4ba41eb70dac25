import type { Ref } from 'react'
import { ArticleCard } from '../../components/cards/ArticleCard'
import type { ArticleListItem } from '../../model/entities/publications'

/**
 * A grid of article cards (BLOG-05, BLOG-07). `eagerCards`: how many leading cards load their picture at once, for a
 * list at the top of its page (the first is its largest paint); the others wait until they near the screen. `ref`: the
 * list's element, for a 'show more' below it (useLoadMore's listRef).
 */
export function ArticleList({
  ref,
  rows,
  label,
  headingLevel,
  eagerCards = 0,
}: {
  ref?: Ref<HTMLUListElement>
  rows: ArticleListItem[]
  label: string
  headingLevel: 2 | 3
  eagerCards?: number
}) {
  return (
    <ul ref={ref} className="blog-list" aria-label={label}>
      {rows.map((article, index) => (
        <li key={article.uuid}>
          <ArticleCard article={article} headingLevel={headingLevel} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  )
}
