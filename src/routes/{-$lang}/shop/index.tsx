import { createFileRoute } from '@tanstack/react-router'
import { ShopPage } from '../../../blocks/shop/ShopPage'
import { loadListPage } from '../../../components/pagination/list-page'
import { PAGE_SIZES } from '../../../model/page-sizes'
import { pageNumber } from '../../../model/search-params'
import { parseShopSearch, productsQuery, routeShopSearch } from '../../../model/shop-search'
import { sectionPageHead } from '../../../seo/section-page-head'

/** `/shop` (SHOP-01…07, OQ-15; ROUTE-03 `shop`, and `shop_books` as `?type=BOOK`): type, order and page in the address. */
export const Route = createFileRoute('/{-$lang}/shop/')({
  validateSearch: routeShopSearch,
  // The route's search also holds unknown keys of the raw query: the loader and the page use the clean parse.
  loaderDeps: ({ search }) => parseShopSearch(search),
  loader: ({ context, deps }) =>
    loadListPage({
      page: pageNumber(deps.page),
      limit: PAGE_SIZES.products,
      search: deps,
      load: (skip) => context.api.products({ query: productsQuery(deps, skip) }),
    }),
  head: (ctx) => (ctx.loaderData ? sectionPageHead(ctx, { path: '/shop', title: 'shop.title', description: 'shop.seo.description' }) : {}),
  component: ShopRoute,
})

function ShopRoute() {
  const search = parseShopSearch(Route.useSearch())
  const initial = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  return <ShopPage search={search} initial={initial} load={(skip) => api.products({ query: productsQuery(search, skip) })} />
}
