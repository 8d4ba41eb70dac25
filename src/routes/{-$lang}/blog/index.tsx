import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../../../blocks/blog/BlogListPage'
import { blogQuery, routeBlogSearch, validateBlogSearch } from '../../../blocks/blog/blog-search'
import { loadNewsTags } from '../../../blocks/news/news-tags'
import { loadListPage } from '../../../components/pagination/list-page'
import { PAGE_SIZES } from '../../../model/page-sizes'
import { pageNumber } from '../../../model/search-params'
import { breadcrumbListLd } from '../../../seo/json-ld'
import { pageHead, siteSeo } from '../../../seo/route-head'
import { canonicalUrl } from '../../../model/site-urls'

/** `/blog` (BLOG-01…05, BLOG-08): a failed list load reaches the error page with its code; failed tags are hidden. */
export const Route = createFileRoute('/{-$lang}/blog/')({
  staticData: { meta: { header: 'black', layout: 'black' } },
  validateSearch: routeBlogSearch,
  loaderDeps: ({ search }) => validateBlogSearch(search),
  loader: async ({ context, deps }) => {
    const [list, tags] = await Promise.all([
      loadListPage({
        page: pageNumber(deps.page),
        limit: PAGE_SIZES.blog,
        search: deps,
        load: (skip) => context.api.articles({ query: blogQuery(deps, skip) }),
      }),
      loadNewsTags(context.api, 'articles'),
    ])
    return { list, tags }
  },
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('blog.seo.title'), description: t('blog.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('blog.title'), url: canonicalUrl(site.origin, site.language, '/blog') },
      ]),
    ])
  },
  component: BlogRoute,
})

function BlogRoute() {
  const search = validateBlogSearch(Route.useSearch())
  const { list, tags } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return <BlogListPage search={search} initial={list} tags={tags} load={(skip) => api.articles({ query: blogQuery(search, skip) })} />
}
