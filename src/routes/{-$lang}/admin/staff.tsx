import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { StaffPage } from '../../../admin/StaffPage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/staff` (issue 41.1): staff management; a 404 to anyone but a signed-in admin. */
export const Route = createFileRoute('/{-$lang}/admin/staff')({
  // Imported when it runs: the router's own chunk, which every visitor loads, keeps the loader but not the staff client.
  loader: async ({ context }) => (await import('../../../admin/load-staff')).loadStaff(context),
  head: (ctx) => deskHead(ctx, 'admin.staff.title'),
  component: AdminStaffRoute,
})

function AdminStaffRoute() {
  const context = Route.useRouteContext()
  return <StaffPage staff={createStaffClient(context)} members={Route.useLoaderData()} />
}
