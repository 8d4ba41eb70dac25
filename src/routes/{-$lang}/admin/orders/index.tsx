import { createFileRoute } from '@tanstack/react-router'
import { DeskOrdersPage } from '../../../../admin/DeskOrdersPage'
import { DESK_ORDER_SEARCH_KEYS, parseDeskOrderSearch } from '../../../../model/desk-orders'
import { routeSearch } from '../../../../model/search-params'
import { pageHead } from '../../../../seo/route-head'

/** `/admin/orders` (issue 41 "Orders"): the filter lives in the address; a 404 to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/orders/')({
  validateSearch: routeSearch(DESK_ORDER_SEARCH_KEYS, parseDeskOrderSearch),
  loaderDeps: ({ search }) => parseDeskOrderSearch(search),
  loader: async ({ context, deps }) => (await import('../../../../admin/load-desk-orders')).loadDeskOrders(context, deps),
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'admin.orders.title' }), noindex: true }),
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  return <DeskOrdersPage orders={Route.useLoaderData()} search={parseDeskOrderSearch(Route.useSearch())} />
}
