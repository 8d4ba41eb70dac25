import { createFileRoute } from '@tanstack/react-router'
import { DeskOrderPage } from '../../../../admin/DeskOrderPage'
import { createStaffClient } from '../../../../admin/staff-client'
import { deskHead } from '../../../../seo/route-head'

/** `/admin/orders/{kind}/{uuid or number}` (issue 41 "Orders"): one order; a 404 to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/orders/$kind/$id')({
  loader: async ({ context, params }) => (await import('../../../../admin/load-desk-orders')).loadDeskOrder(context, params),
  head: (ctx) => deskHead(ctx, 'admin.orders.title'),
  component: AdminOrderRoute,
})

function AdminOrderRoute() {
  const context = Route.useRouteContext()
  return <DeskOrderPage staff={createStaffClient(context)} detail={Route.useLoaderData()} />
}
