import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../../api/client'
import { createStaffClient } from '../../../admin/staff-client'
import { ReviewQueuePage } from '../../../admin/ReviewQueuePage'
import { pageHead } from '../../../seo/route-head'

/** `/admin/reviews` (issue 41, BE-09): the moderation queue; a 404 to anyone but a signed-in moderator or admin. */
export const Route = createFileRoute('/{-$lang}/admin/reviews')({
  loader: async ({ context }) => {
    try {
      return await createStaffClient(context).reviewQueue({ query: { limit: 50 } })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'admin.reviews.title' }), noindex: true }),
  component: AdminReviewsRoute,
})

function AdminReviewsRoute() {
  const context = Route.useRouteContext()
  return <ReviewQueuePage staff={createStaffClient(context)} queue={Route.useLoaderData()} />
}
