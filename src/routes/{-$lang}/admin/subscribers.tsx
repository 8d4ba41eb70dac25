import { createFileRoute } from '@tanstack/react-router'
import { SubscribersPage } from '../../../admin/SubscribersPage'
import { parseSubscriberSearch, type SubscriberListQuery } from '../../../model/desk-people'
import { deskHead } from '../../../seo/route-head'

/** `/admin/subscribers` (issue 41 "Subscribers"): the newsletter list; a 404 to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/subscribers')({
  // Typed only: the address's query is parsed by the page and the loader's module, chunks of their own.
  validateSearch: (search: Record<string, unknown>) => search as SubscriberListQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => (await import('../../../admin/load-desk-people')).loadSubscribers(context, deps.search),
  head: (ctx) => deskHead(ctx, 'admin.subscribers.title'),
  component: AdminSubscribersRoute,
})

function AdminSubscribersRoute() {
  return <SubscribersPage list={Route.useLoaderData()} search={parseSubscriberSearch(Route.useSearch())} />
}
