import { createFileRoute } from '@tanstack/react-router'
import { ContentEditorPage } from '../../../../../admin/ContentEditorPage'
import { createStaffClient } from '../../../../../admin/staff-client'
import { deskHead } from '../../../../../seo/route-head'

/** `/admin/content/{kind}/new` (issue 42.2): a new item of a type, a draft once created. */
export const Route = createFileRoute('/{-$lang}/admin/content/$kind/new')({
  loader: async ({ context, params }) => (await import('../../../../../admin/load-content')).loadContentEditor(context, params.kind, null),
  head: (ctx) => deskHead(ctx, 'admin.content.new_title'),
  component: AdminContentNewRoute,
})

function AdminContentNewRoute() {
  const context = Route.useRouteContext()
  return <ContentEditorPage staff={createStaffClient(context)} data={Route.useLoaderData()} />
}
