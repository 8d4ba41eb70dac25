import { createFileRoute } from '@tanstack/react-router'
import { DeskLayout } from '../../../admin/DeskLayout'
import { createStaffClient } from '../../../admin/staff-client'

/** Every page under `/admin` (issue 41): the desk's menu for a signed-in staff member above the page. */
export const Route = createFileRoute('/{-$lang}/admin')({
  // Imported when it runs: the staff client stays out of the visitors' chunks.
  loader: async ({ context }) => (await import('../../../admin/load-desk-staff')).loadDeskStaff(context),
  component: AdminLayoutRoute,
})

function AdminLayoutRoute() {
  const context = Route.useRouteContext()
  return <DeskLayout staff={createStaffClient(context)} me={Route.useLoaderData()} />
}
