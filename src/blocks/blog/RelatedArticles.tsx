import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { ArticleListItem } from '../../model/entities/publications'
import { ArticleList } from './ArticleList'

/** BLOG-07: the article's related articles with 'show more'; nothing when it has none. */
export function RelatedArticles({
  initial,
  load,
}: {
  initial: ListResponse<ArticleListItem>
  load: (skip: number) => Promise<ListResponse<ArticleListItem>>
}) {
  const t = useT()
  const { rows, listRef, showMore } = useLoadMore({ initial, load: (skip) => load(skip) })
  if (rows.length === 0) return null
  return (
    <PageSection title={t('blog.related.title')} className="blog-related">
      <ArticleList ref={listRef} rows={rows} label={t('blog.related.title')} headingLevel={3} />
      <ShowMore {...showMore} />
    </PageSection>
  )
}
