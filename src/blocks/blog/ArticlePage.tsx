import { BackButton } from '../../components/BackButton'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { firstExpandedImage } from '../../components/cards/expanded-image'
import { DateTime } from '../../components/DateTime'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { Picture } from '../../components/Picture'
import { ShareButton } from '../../components/share/ShareButton'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { ArticleEntity, ArticleListItem } from '../../model/entities/publications'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { canonicalUrl } from '../../model/site-urls'
import { tagTitle, type NewsTag } from '../news/news-tags'
import { RelatedArticles } from './RelatedArticles'

export interface ArticlePageProps {
  article: ArticleEntity
  tags: NewsTag[] | null
  related: ListResponse<ArticleListItem>
  loadRelated: (skip: number) => Promise<ListResponse<ArticleListItem>>
}

/**
 * `/blog/{slug}` (BLOG-06, BLOG-07, SHARE-04): breadcrumbs home > blog > article, a close button that goes back,
 * title, publication date, tags linking to their tag pages, share, the image in its three sizes, the sanitised
 * HTML body and the related articles.
 */
export function ArticlePage({ article, tags, related, loadRelated }: ArticlePageProps) {
  const t = useT()
  const language = useLanguage()
  const { siteUrl } = useShellData()
  const image = firstExpandedImage(article.images)
  const { width, height } = IMAGE_DIMENSIONS.large
  return (
    <article className="blog-article container">
      <Breadcrumbs items={[{ label: t('blog.title'), to: '/blog' }, { label: article.title }]} />
      <BackButton fallback="/blog" label={t('blog.article.close')} className="button button--ghost blog-article__close" />
      <header className="blog-article__header">
        <h1 className="blog-article__title">{article.title}</h1>
        <p className="blog-article__date">
          {t('news.item.published')}: <DateTime value={article.date_publication} />
        </p>
        {article.tags.length > 0 ? (
          <nav aria-label={t('news.item.tags')}>
            <ul className="news-tags__list">
              {article.tags.map((slug) => (
                <li key={slug}>
                  <LocalizedLink to={`/tags/${slug}`} className="chip chip--tinted">
                    {tagTitle(tags, slug)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ShareButton url={canonicalUrl(siteUrl, language, `/blog/${article.slug}`)} title={article.title} />
      </header>
      {image ? (
        <Picture images={image} alt="" width={width} height={height} className="blog-article__image" loading="eager" fetchPriority="high" />
      ) : null}
      {/* Sanitised on the server with an allow-list (BE-25, worker/lib/sanitize.ts). */}
      <div className="blog-article__body rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
      <RelatedArticles initial={related} load={loadRelated} />
    </article>
  )
}
