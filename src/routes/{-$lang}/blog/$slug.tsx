import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { ArticlePage } from '../../../blocks/blog/ArticlePage'
import { relatedQuery } from '../../../blocks/blog/blog-search'
import { newsItemHead } from '../../../blocks/news/news-head'
import { loadNewsTags } from '../../../blocks/news/news-tags'
import type { ListResponse } from '../../../model/api'
import type { ArticleEntity, ArticleListItem } from '../../../model/entities/publications'

const NO_RELATED: ListResponse<ArticleListItem> = { rows: [], meta: { skip: 0, limit: 0, count: 0 } }

/**
 * `/blog/{slug}` (BLOG-06…08): an unknown slug is the 404 page with HTTP 404 (OQ-41), any other failure of the
 * article the error page with its code. Tags and related articles are secondary: their failure hides them.
 */
export const Route = createFileRoute('/{-$lang}/blog/$slug')({
  staticData: { meta: { header: 'black', layout: 'black' } },
  loader: async ({ context, params }) => {
    let article: ArticleEntity
    try {
      article = await context.api.article({ params: { id: params.slug }, query: { expand: 'images' } })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
    if (article.slug !== params.slug) {
      throw redirect({ to: '/{-$lang}/blog/$slug', params: { lang: params.lang, slug: article.slug }, statusCode: 301 })
    }
    const [tags, related] = await Promise.all([
      loadNewsTags(context.api, 'articles'),
      article.articles_ids.length > 0
        ? context.api.articles({ query: relatedQuery(article.articles_ids, 0) }).catch((error: unknown) => {
            console.warn('related articles failed to load', error)
            return NO_RELATED
          })
        : NO_RELATED,
    ])
    return { article, tags, related }
  },
  head: (ctx) => (ctx.loaderData ? newsItemHead(ctx, ctx.loaderData.article, ctx.loaderData.tags, 'blog') : {}),
  component: ArticleRoute,
})

function ArticleRoute() {
  const { article, tags, related } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return (
    <ArticlePage
      article={article}
      tags={tags}
      related={related}
      loadRelated={(skip) => api.articles({ query: relatedQuery(article.articles_ids, skip) })}
    />
  )
}
