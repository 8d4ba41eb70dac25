import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage } from '../../../blocks/news/NewsListPage'
import { newsQuery, routeNewsSearch, validateNewsSearch } from '../../../blocks/news/news-search'
import { loadListPage } from '../../../components/pagination/list-page'
import { PAGE_SIZES } from '../../../model/page-sizes'
import { pageNumber } from '../../../model/search-params'
import { loadNewsTags } from '../../../blocks/news/news-tags'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

/**
 * `/news` (NEWS-01…05, 07, 08; ROUTE-01, ROUTE-03 `news`): `page`, `tags` and `search` from the address go to
 * the list call (24 a page, newest first). A failed list load reaches the error page with the error's code
 * (NEWS-07, the router's error component); the tag filter is only hidden when the tags fail.
 */
export const Route = createFileRoute('/{-$lang}/news/')({
  validateSearch: routeNewsSearch,
  // The route's search also holds unknown keys of the raw query: the loader and the page use the clean parse.
  loaderDeps: ({ search }) => validateNewsSearch(search),
  loader: async ({ context, deps }) => {
    const [list, tags] = await Promise.all([
      loadListPage({
        page: pageNumber(deps.page),
        limit: PAGE_SIZES.news,
        search: deps,
        load: (skip) => context.api.news({ query: newsQuery(deps, skip) }),
      }),
      loadNewsTags(context.api),
    ])
    return { list, tags }
  },
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('news.seo.title'), description: t('news.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('news.title'), url: canonicalUrl(site.origin, site.language, '/news') },
      ]),
    ])
  },
  component: NewsRoute,
})

function NewsRoute() {
  const search = validateNewsSearch(Route.useSearch())
  const { list, tags } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return (
    <NewsListPage
      search={search}
      initial={list}
      tags={tags}
      load={(skip) => api.news({ query: newsQuery(search, skip) })}
    />
  )
}
