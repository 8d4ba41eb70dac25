import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { MediaPage } from '../../../admin/MediaPage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/media` (issue 42, BE-05, BE-26): uploaded images and files; a 404 to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/media')({
  // Imported when it runs: the router's own chunk, which every visitor loads, keeps the loader but not the staff client.
  loader: async ({ context }) => (await import('../../../admin/load-media')).loadMedia(context),
  head: (ctx) => deskHead(ctx, 'admin.media.title'),
  component: AdminMediaRoute,
})

function AdminMediaRoute() {
  const context = Route.useRouteContext()
  return <MediaPage staff={createStaffClient(context)} library={Route.useLoaderData()} />
}
