import { createFileRoute } from '@tanstack/react-router'
import { createStaffClient } from '../../../../admin/staff-client'
import { LeadInboxPage } from '../../../../admin/LeadInboxPage'
import { isLanguage } from '../../../../model/languages'
import { LEAD_INBOX_SEARCH_KEYS, LEAD_PAGE_SIZE, parseLeadInboxSearch } from '../../../../model/lead-inbox'
import { routeSearch, withoutUndefined } from '../../../../model/search-params'
import { deskHead } from '../../../../seo/route-head'

/** `/admin/leads` (issue 41, BE-20): every lead form's submissions for managers; a 404 to anyone else. */
export const Route = createFileRoute('/{-$lang}/admin/leads/')({
  // Only clean filters reach the loader: an empty or unknown value (a GET form's blank field) is dropped.
  validateSearch: routeSearch(LEAD_INBOX_SEARCH_KEYS, parseLeadInboxSearch),
  loaderDeps: ({ search }) => withoutUndefined(search),
  // Imported when it runs: the router's own chunk, which every visitor loads, keeps the loader but not the staff client.
  loader: async ({ context, deps, params }) =>
    (await import('../../../../admin/load-lead-inbox')).loadLeadInbox(context, { ...deps, limit: LEAD_PAGE_SIZE, language: isLanguage(params.lang) ? params.lang : 'ru' }),
  head: (ctx) => deskHead(ctx, 'admin.leads.title'),
  component: AdminLeadsRoute,
})

function AdminLeadsRoute() {
  const context = Route.useRouteContext()
  const { inbox, assignees } = Route.useLoaderData()
  return <LeadInboxPage staff={createStaffClient(context)} inbox={inbox} assignees={assignees} filters={Route.useSearch()} />
}
