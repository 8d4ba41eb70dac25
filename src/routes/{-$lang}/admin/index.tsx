import { createFileRoute } from '@tanstack/react-router'
import { DeskHomePage } from '../../../admin/DeskHomePage'
import { pageHead } from '../../../seo/route-head'

/** `/admin` (issue 41): the desk's home; a 404 to anyone but signed-in staff. */
export const Route = createFileRoute('/{-$lang}/admin/')({
  loader: async ({ context }) => (await import('../../../admin/load-desk-home')).loadDeskHome(context),
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'admin.home.title' }), noindex: true }),
  component: AdminHomeRoute,
})

function AdminHomeRoute() {
  return <DeskHomePage me={Route.useLoaderData()} />
}
