import { createFileRoute } from '@tanstack/react-router'
import { DeskOrdersPage } from '../../../../admin/DeskOrdersPage'
import { parseDeskOrderSearch, type DeskOrderSearch } from '../../../../model/desk-orders'
import { deskHead } from '../../../../seo/route-head'

/**
 * `/admin/orders` (issue 41 "Orders"): the filter lives in the address; a 404 to anyone but a manager or admin. The
 * loader and the page check its values (parseDeskOrderSearch, in the desk's own chunks: every visitor loads the
 * route's search validation, so it stays a pass-through here).
 */
export const Route = createFileRoute('/{-$lang}/admin/orders/')({
  // Unchecked here (a type only): parseDeskOrderSearch checks the values in the loader and the page.
  validateSearch: (raw: Record<string, unknown>) => raw as DeskOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await import('../../../../admin/load-desk-orders')).loadDeskOrders(context, deps),
  head: (ctx) => deskHead(ctx, 'admin.orders.title'),
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  const { orders, items } = Route.useLoaderData()
  return <DeskOrdersPage orders={orders} items={items} search={parseDeskOrderSearch(Route.useSearch() as Record<string, unknown>)} />
}
