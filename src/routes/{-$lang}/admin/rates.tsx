import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { RatesPage } from '../../../admin/RatesPage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/rates` (issue 42, BE-03): the exchange rates, their sources and overrides; a 404 to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/rates')({
  // Imported when it runs: the router's own chunk, which every visitor loads, keeps the loader but not the staff client.
  loader: async ({ context }) => (await import('../../../admin/load-rates')).loadRates(context),
  head: (ctx) => deskHead(ctx, 'admin.rates.title'),
  component: AdminRatesRoute,
})

function AdminRatesRoute() {
  const context = Route.useRouteContext()
  return <RatesPage staff={createStaffClient(context)} overview={Route.useLoaderData()} />
}
