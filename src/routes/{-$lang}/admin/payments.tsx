import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { PaymentFollowupsPage } from '../../../admin/PaymentFollowupsPage'
import { pageParam, routeSearch } from '../../../model/search-params'
import { deskHead } from '../../../seo/route-head'

interface PaymentsSearch {
  done?: '1'
  page?: number
}

const parse = (raw: Record<string, unknown>): PaymentsSearch => ({
  done: raw.done === 1 || raw.done === '1' ? ('1' as const) : undefined,
  page: pageParam(raw.page),
})

/** `/admin/payments` (issue 41): payments needing a person, open or (`?done=1`) done, a page at a time; managers and admins only. */
export const Route = createFileRoute('/{-$lang}/admin/payments')({
  validateSearch: routeSearch<PaymentsSearch>(['done', 'page'], parse),
  loaderDeps: ({ search }) => parse(search),
  loader: async ({ context, deps }) =>
    (await import('../../../admin/load-payment-followups')).loadPaymentFollowups(context, deps.done === '1', deps.page ?? 1),
  head: (ctx) => deskHead(ctx, 'admin.payments.title'),
  component: AdminPaymentsRoute,
})

function AdminPaymentsRoute() {
  const context = Route.useRouteContext()
  return <PaymentFollowupsPage staff={createStaffClient(context)} followups={Route.useLoaderData()} done={Route.useSearch().done === '1'} />
}
