import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { NewsItemPage } from '../../../blocks/news/NewsItemPage'
import { newsItemHead } from '../../../blocks/news/news-head'
import { loadNewsTags } from '../../../blocks/news/news-tags'
import type { NewsEntity } from '../../../model/entities/publications'

/**
 * `/news/{slug}` (NEWS-06, NEWS-07; ROUTE-01, ROUTE-03 `news_item`). An unknown slug is the 404 page with HTTP
 * 404 (OQ-41); any other failure the error page with the error's code (NEWS-07). The tags only name the tag
 * links: when they fail the links show their slugs.
 */
export const Route = createFileRoute('/{-$lang}/news/$slug')({
  loader: async ({ context, params }) => {
    const load = async (): Promise<NewsEntity> => {
      try {
        return await context.api.newsItem({ params: { id: params.slug } })
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) throw notFound()
        throw error
      }
    }
    const [news, tags] = await Promise.all([load(), loadNewsTags(context.api)])
    // The API also finds an item by uuid: one address per item, the slug's (SEO-06: a real 301).
    if (news.slug !== params.slug) {
      throw redirect({ to: '/{-$lang}/news/$slug', params: { lang: params.lang, slug: news.slug }, statusCode: 301 })
    }
    return { news, tags }
  },
  head: (ctx) => (ctx.loaderData ? newsItemHead(ctx, ctx.loaderData.news, ctx.loaderData.tags) : {}),
  component: NewsItemRoute,
})

function NewsItemRoute() {
  const { news, tags } = Route.useLoaderData()
  return <NewsItemPage news={news} tags={tags} />
}
