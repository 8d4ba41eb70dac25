import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../../admin/AuditPage'
import { parseAuditSearch, type AuditQuery } from '../../../model/desk-people'
import { deskHead } from '../../../seo/route-head'

/** `/admin/audit` (issue 41 "Audit log"): every staff action, read only; a 404 to anyone but an admin. */
export const Route = createFileRoute('/{-$lang}/admin/audit')({
  validateSearch: (search: Record<string, unknown>) => search as AuditQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => (await import('../../../admin/load-desk-people')).loadAudit(context, deps.search),
  head: (ctx) => deskHead(ctx, 'admin.audit.title'),
  component: AdminAuditRoute,
})

function AdminAuditRoute() {
  const { log, members } = Route.useLoaderData()
  return <AuditPage log={log} members={members} search={parseAuditSearch(Route.useSearch())} />
}
