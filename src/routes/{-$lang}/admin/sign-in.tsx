import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { SignInPage } from '../../../admin/SignInPage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/sign-in` (issue 41): the staff desk's sign-in with a second factor; never indexed, never stored. */
export const Route = createFileRoute('/{-$lang}/admin/sign-in')({
  head: (ctx) => deskHead(ctx, 'admin.sign_in.title'),
  component: AdminSignInRoute,
})

function AdminSignInRoute() {
  const context = Route.useRouteContext()
  return <SignInPage staff={createStaffClient(context)} language={context.language} />
}
