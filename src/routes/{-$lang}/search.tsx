import { createFileRoute } from '@tanstack/react-router'
import { SearchPage, type SearchPageData } from '../../blocks/search/SearchPage'
import { ApiRequestError } from '../../api/client'
import { SEARCH_PAGE_LIMIT, routeSiteSearch } from '../../model/site-search'
import { pageHead } from '../../seo/route-head'

/**
 * `/search?q=…` (issue 45): the site search's results grouped by kind, rendered on the server, never indexed. A
 * query with nothing to search for shows the form with a hint; a visitor past the search limit a message.
 */
export const Route = createFileRoute('/{-$lang}/search')({
  validateSearch: routeSiteSearch,
  loaderDeps: ({ search }) => routeSiteSearch(search),
  loader: async ({ context, deps }): Promise<SearchPageData> => {
    if (!deps.q) return { q: '', answer: null, problem: null }
    try {
      return { q: deps.q, answer: await context.api.search({ query: { q: deps.q, limit: SEARCH_PAGE_LIMIT } }), problem: null }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) return { q: deps.q, answer: null, problem: 'no_words' }
      if (error instanceof ApiRequestError && error.status === 429) return { q: deps.q, answer: null, problem: 'too_many' }
      throw error
    }
  },
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'search.title' }), noindex: true }),
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchPage {...Route.useLoaderData()} />
}
