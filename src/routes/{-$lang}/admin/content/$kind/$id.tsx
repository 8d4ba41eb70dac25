import { createFileRoute } from '@tanstack/react-router'
import { ContentEditorPage } from '../../../../../admin/ContentEditorPage'
import { createStaffClient } from '../../../../../admin/staff-client'
import { deskHead } from '../../../../../seo/route-head'

/** `/admin/content/{kind}/{id}` (issue 42.2): an item's editor; its draft saves itself. */
export const Route = createFileRoute('/{-$lang}/admin/content/$kind/$id')({
  loader: async ({ context, params }) => (await import('../../../../../admin/load-content')).loadContentEditor(context, params.kind, params.id),
  head: (ctx) => deskHead(ctx, 'admin.content.edit_title'),
  component: AdminContentEditRoute,
})

function AdminContentEditRoute() {
  const context = Route.useRouteContext()
  const data = Route.useLoaderData()
  // A new document of the editor at each loaded version (after publishing): the draft starts from what is stored.
  return <ContentEditorPage key={`${data.item?.key}-${data.item?.version}`} staff={createStaffClient(context)} data={data} />
}
