import { createFileRoute } from '@tanstack/react-router'
import { DeskLayout } from '../../../admin/DeskLayout'
import { checkLanguageSegment } from '../../../i18n/language-segment'
import { createStaffClient } from '../../../admin/staff-client'

/**
 * Every page under `/admin` (issue 41): the desk's menu for a signed-in staff member above the page. The desk's own
 * router (src/admin/desk-router.ts) has this route right under its root, so it checks the language segment itself.
 */
export const Route = createFileRoute('/{-$lang}/admin')({
  beforeLoad: checkLanguageSegment,
  // Imported when it runs: the staff client stays out of the visitors' chunks.
  loader: async ({ context }) => (await import('../../../admin/load-desk-staff')).loadDeskStaff(context),
  component: AdminLayoutRoute,
})

function AdminLayoutRoute() {
  const context = Route.useRouteContext()
  return <DeskLayout staff={createStaffClient(context)} me={Route.useLoaderData()} />
}
