import { createFileRoute } from '@tanstack/react-router'
import { DeskHomePage } from '../../../admin/DeskHomePage'
import { createStaffClient } from '../../../admin/staff-client'
import { deskHead } from '../../../seo/route-head'

/** `/admin` (issue 41): the desk's home; a 404 to anyone but signed-in staff. */
export const Route = createFileRoute('/{-$lang}/admin/')({
  loader: async ({ context }) => (await import('../../../admin/load-desk-home')).loadDeskHome(context),
  head: (ctx) => deskHead(ctx, 'admin.home.title'),
  component: AdminHomeRoute,
})

function AdminHomeRoute() {
  const { me, notifications } = Route.useLoaderData()
  const context = Route.useRouteContext()
  return <DeskHomePage me={me} notifications={notifications} staff={createStaffClient(context)} />
}
