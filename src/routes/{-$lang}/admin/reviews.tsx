import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../admin/staff-client'
import { ReviewQueuePage } from '../../../admin/ReviewQueuePage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/reviews` (issue 41, BE-09): the moderation queue; a 404 to anyone but a signed-in moderator or admin. */
export const Route = createFileRoute('/{-$lang}/admin/reviews')({
  // Imported when it runs: the router's own chunk, which every visitor loads, keeps the loader but not the staff client.
  loader: async ({ context }) => (await import('../../../admin/load-review-queue')).loadReviewQueue(context),
  head: (ctx) => deskHead(ctx, 'admin.reviews.title'),
  component: AdminReviewsRoute,
})

function AdminReviewsRoute() {
  const context = Route.useRouteContext()
  return <ReviewQueuePage staff={createStaffClient(context)} queue={Route.useLoaderData()} />
}
