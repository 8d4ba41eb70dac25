import { createFileRoute } from '@tanstack/react-router'
import { ContentTypesPage } from '../../../../admin/ContentTypesPage'
import { deskHead } from '../../../../seo/route-head'

/** `/admin/content` (issue 42.1): the registered content types; a 404 to anyone but an admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/content/')({
  loader: async ({ context }) => (await import('../../../../admin/load-content')).loadContentTypes(context),
  head: (ctx) => deskHead(ctx, 'admin.content.title'),
  component: AdminContentRoute,
})

function AdminContentRoute() {
  return <ContentTypesPage types={Route.useLoaderData()} />
}
