import { createFileRoute } from '@tanstack/react-router'
import { FormsListPage } from '../../../../admin/FormsListPage'
import { deskHead } from '../../../../seo/route-head'

/** `/admin/forms` (issue 42, BE-20): the lead forms; a 404 to anyone but an admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/forms/')({
  loader: async ({ context }) => (await import('../../../../admin/load-site-editing')).loadDeskForms(context),
  head: (ctx) => deskHead(ctx, 'admin.forms.title'),
  component: AdminFormsRoute,
})

function AdminFormsRoute() {
  return <FormsListPage forms={Route.useLoaderData().rows} />
}
