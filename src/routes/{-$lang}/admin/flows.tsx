import { createFileRoute } from '@tanstack/react-router'
import { FlowsPage } from '../../../admin/flows/FlowsPage'
import { deskHead } from '../../../seo/route-head'

/** `/admin/flows` (issue 41, QA: the flows): every machine's statechart and the live pages; a 404 to anyone but QA and admins. */
export const Route = createFileRoute('/{-$lang}/admin/flows')({
  // Imported when it runs, like the other desk loaders: the staff client stays out of the visitors' chunks.
  loader: async ({ context }) => (await import('../../../admin/load-flows')).loadFlows(context),
  head: (ctx) => deskHead(ctx, 'admin.flows.title'),
  component: FlowsPage,
})
