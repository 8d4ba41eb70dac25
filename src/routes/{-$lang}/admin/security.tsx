import { createFileRoute } from '@tanstack/react-router'
import { PasskeysPage } from '../../../admin/PasskeysPage'
import { createStaffClient } from '../../../admin/staff-client'
import { deskHead } from '../../../seo/route-head'

/** `/admin/security` (issue 41): the signed-in staff member's passkeys; a 404 to anyone else. */
export const Route = createFileRoute('/{-$lang}/admin/security')({
  loader: async ({ context }) => (await import('../../../admin/load-passkeys')).loadPasskeys(context),
  head: (ctx) => deskHead(ctx, 'admin.passkeys.title'),
  component: AdminSecurityRoute,
})

function AdminSecurityRoute() {
  const context = Route.useRouteContext()
  return <PasskeysPage staff={createStaffClient(context)} passkeys={Route.useLoaderData().rows} />
}
