import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { ArticlesSlider } from '../../../components/sliders/ArticlesSlider'
import { NewsSlider } from '../../../components/sliders/NewsSlider'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { useT } from '../../../i18n/intl'
import type { NewsListItem, ArticleListItem } from '../../../model/entities/publications'
import type { TagEntity } from '../../../model/entities/reference'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

/** TAG-02: how many news and articles each slider of the tag page carries. */
export const TAG_SLIDER_LIMIT = 12

interface TagPageData {
  tag: TagEntity
  news: NewsListItem[]
  articles: ArticleListItem[]
}

/**
 * `/tags/{slug}` (TAG-01…04): the tag's title, a slider of its news (with a link to all of them on /news) and one
 * of its articles, or a message when it has neither. An unknown slug is the 404 page with status 404 (OQ-41); any
 * other failure the error page with the error's code (TAG-04).
 */
export const Route = createFileRoute('/{-$lang}/tags/$slug')({
  loader: async ({ context, params }): Promise<TagPageData> => {
    let tag: TagEntity
    try {
      tag = await context.api.tag({ params: { id: params.slug } })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
    const [news, articles] = await Promise.all([
      context.api.news({ query: { tags: tag.slug, limit: TAG_SLIDER_LIMIT } }),
      context.api.articles({ query: { tags: tag.slug, limit: TAG_SLIDER_LIMIT, expand: 'images' } }),
    ])
    return { tag, news: news.rows, articles: articles.rows }
  },
  head: (ctx) => {
    const tag = ctx.loaderData?.tag
    if (!tag) return {}
    const site = siteSeo(ctx)
    const intl = ctx.match.context.intl
    return pageHead(
      ctx,
      {
        title: intl.formatMessage({ id: 'tag.seo.title' }, { tag: tag.title }),
        description: intl.formatMessage({ id: 'tag.seo.description' }, { tag: tag.title }),
      },
      [
        breadcrumbListLd([
          { name: intl.formatMessage({ id: 'breadcrumbs.home' }), url: canonicalUrl(site.origin, site.language, '/') },
          { name: tag.title, url: canonicalUrl(site.origin, site.language, `/tags/${tag.slug}`) },
        ]),
      ],
    )
  },
  component: TagPage,
})

function TagPage() {
  const { tag, news, articles } = Route.useLoaderData()
  const t = useT()
  return (
    <div className="tag-page">
      <div className="container">
        <Breadcrumbs items={[{ label: tag.title }]} />
        <header className="tag-page__header">
          <p className="tag-page__eyebrow">{t('tag.eyebrow')}</p>
          <h1 className="tag-page__title">{tag.title}</h1>
        </header>
      </div>
      {news.length === 0 && articles.length === 0 ? (
        <div className="container">
          <p className="tag-page__empty">{t('tag.empty')}</p>
        </div>
      ) : (
        <>
          <NewsSlider
            news={news}
            title={t('tag.news.title')}
            all={{ to: '/news', search: { tags: tag.slug }, label: t('tag.news.all') }}
          />
          <div className="container">
            <ArticlesSlider articles={articles} title={t('tag.articles.title')} />
          </div>
        </>
      )}
    </div>
  )
}
