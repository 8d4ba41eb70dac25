import { Breadcrumbs } from '../../components/Breadcrumbs'
import { DateTime } from '../../components/DateTime'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useT } from '../../i18n/intl'
import type { NewsEntity } from '../../model/entities/publications'
import { tagTitle, type NewsTag } from './news-tags'

/**
 * A news item (NEWS-06): breadcrumbs home > news > item, title, publication date, the HTML body and the item's
 * tags, each linking to its tag page (/tags/{slug}).
 */
export function NewsItemPage({ news, tags }: { news: NewsEntity; tags: NewsTag[] | null }) {
  const t = useT()
  return (
    <article className="news-item container">
      <Breadcrumbs items={[{ label: t('news.title'), to: '/news' }, { label: news.title }]} />
      <header className="news-item__header">
        <h1 className="news-item__title">{news.title}</h1>
        <p className="news-item__date">
          {t('news.item.published')}: <DateTime value={news.date_publication} />
        </p>
      </header>
      {/* Sanitised on the server with an allow-list (BE-25, worker/lib/sanitize.ts). */}
      <div className="news-item__body rich-text" dangerouslySetInnerHTML={{ __html: news.body }} />
      {news.tags.length > 0 ? (
        <nav className="news-item__tags" aria-label={t('news.item.tags')}>
          <ul className="news-tags__list">
            {news.tags.map((slug) => (
              <li key={slug}>
                <LocalizedLink to={`/tags/${slug}`} className="chip chip--tinted">
                  {tagTitle(tags, slug)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="news-item__back">
        <LocalizedLink to="/news" className="button button--outline">
          {t('news.item.back')}
        </LocalizedLink>
      </p>
    </article>
  )
}
