import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { SignInPage } from '../../../admin/SignInPage'
import { pageHead } from '../../../seo/route-head'

/** `/admin/sign-in` (issue 41): the staff desk's sign-in with a second factor; never indexed, never stored. */
export const Route = createFileRoute('/{-$lang}/admin/sign-in')({
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'admin.sign_in.title' }), noindex: true }),
  component: AdminSignInRoute,
})

function AdminSignInRoute() {
  const context = Route.useRouteContext()
  return <SignInPage staff={createStaffClient(context)} language={context.language} />
}
