import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../blocks/account/AccountPage'
import { loadAccount, requireViewer } from '../../blocks/account/load-account'
import { pageHead } from '../../seo/route-head'

/** `/account` (PROFILE-01…10, ROUTE-08, OQ-38): the signed-in visitor's profile and orders; never indexed. */
export const Route = createFileRoute('/{-$lang}/account')({
  beforeLoad: ({ context }) => requireViewer(context),
  loader: ({ context }) => loadAccount(context.api),
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'account.seo.title' }), noindex: true }),
  component: AccountRoute,
})

function AccountRoute() {
  return <AccountPage data={Route.useLoaderData()} />
}
