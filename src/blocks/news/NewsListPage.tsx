import { Breadcrumbs } from '../../components/Breadcrumbs'
import { NewsCard } from '../../components/cards/NewsCard'
import { Pagination } from '../../components/pagination/Pagination'
import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { NewsListItem } from '../../model/entities/publications'
import { NewsSearchForm } from './NewsSearchForm'
import { NewsTagFilter } from './NewsTagFilter'
import type { NewsSearch } from './news-search'
import type { NewsTag } from './news-tags'

export interface NewsListPageProps {
  search: NewsSearch
  /** The page of the address, as the loader fetched it. */
  initial: ListResponse<NewsListItem>
  tags: NewsTag[] | null
  /** The next rows after `skip` (NEWS-05). */
  load: (skip: number) => Promise<ListResponse<NewsListItem>>
}

/**
 * `/news` (NEWS-01…05, NEWS-08): heading, breadcrumbs home > news, search box, tag filter, the grid of news cards
 * or a message when nothing matches, 'show more' (appends the next 24, replaces meta; a failure is only logged)
 * and the pagination control, which follows the rows shown.
 */
export function NewsListPage({ search, initial, tags, load }: NewsListPageProps) {
  const t = useT()
  const { rows, meta, firstSkip, listRef, showMore } = useLoadMore({ initial, load: (skip) => load(skip) })
  return (
    <div className="news-page container">
      <Breadcrumbs items={[{ label: t('news.title') }]} />
      <h1 className="news-page__title">{t('news.title')}</h1>
      <div className="news-page__filters">
        <NewsSearchForm search={search} />
        <NewsTagFilter tags={tags} search={search} />
      </div>
      {rows.length === 0 ? (
        <p className="news-page__empty" role="status">
          {t('news.empty')}
        </p>
      ) : (
        <ul ref={listRef} className="news-page__list" aria-label={t('news.list.label')}>
          {rows.map((news) => (
            <li key={news.uuid}>
              <NewsCard news={news} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore {...showMore} />
      <Pagination meta={meta} firstSkip={firstSkip} />
    </div>
  )
}
