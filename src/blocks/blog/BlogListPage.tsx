import { Breadcrumbs } from '../../components/Breadcrumbs'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { Pagination } from '../../components/pagination/Pagination'
import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { ShareButton } from '../../components/share/ShareButton'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { ArticleListItem } from '../../model/entities/publications'
import { canonicalUrl } from '../../model/site-urls'
import { NewsSearchForm } from '../news/NewsSearchForm'
import { NewsTagFilter } from '../news/NewsTagFilter'
import type { NewsTag } from '../news/news-tags'
import { ArticleList } from './ArticleList'
import { BLOG_TAG_CHIPS, type BlogSearch } from './blog-search'
import { SearchChip } from './SearchChip'

export interface BlogListPageProps {
  search: BlogSearch
  initial: ListResponse<ArticleListItem>
  tags: NewsTag[] | null
  load: (skip: number) => Promise<ListResponse<ArticleListItem>>
}

/**
 * `/blog` (BLOG-01…05, SHARE-04): title, subtitle and share; the search box and the active search's chip; the
 * first 10 tag chips with 'show all'; the article cards or a message when nothing matches; 'show more' and the
 * pagination, which keeps the page in the address.
 */
export function BlogListPage({ search, initial, tags, load }: BlogListPageProps) {
  const t = useT()
  const language = useLanguage()
  const { siteUrl } = useShellData()
  const { rows, meta, firstSkip, listRef, showMore } = useLoadMore({ initial, load: (skip) => load(skip) })
  return (
    <div className="blog-page container">
      <Breadcrumbs items={[{ label: t('blog.title') }]} />
      <header className="blog-page__header">
        <div>
          <h1 className="blog-page__title">{t('blog.title')}</h1>
          <p className="blog-page__subtitle">{t('blog.subtitle')}</p>
        </div>
        <ShareButton url={canonicalUrl(siteUrl, language, '/blog')} title={t('blog.title')} />
      </header>
      <div className="news-page__filters">
        <NewsSearchForm search={search} path="/blog" />
        <SearchChip search={search} />
        <NewsTagFilter tags={tags} search={search} visible={BLOG_TAG_CHIPS} />
      </div>
      {rows.length === 0 ? (
        <p className="news-page__empty" role="status">
          {t('blog.empty')}
        </p>
      ) : (
        <ArticleList ref={listRef} rows={rows} label={t('blog.list.label')} headingLevel={2} eagerCards={2} />
      )}
      <ShowMore {...showMore} />
      <Pagination meta={meta} firstSkip={firstSkip} />
    </div>
  )
}
