import { createFileRoute } from '@tanstack/react-router'
import { LeadPage } from '../../../../admin/LeadPage'
import { createStaffClient } from '../../../../admin/staff-client'
import { isLanguage } from '../../../../model/languages'
import { deskHead } from '../../../../seo/route-head'

/** `/admin/leads/{uuid}` (issue 41, BE-20): one lead, worked as in the inbox; a 404 for an unknown lead and to anyone but a manager or admin. */
export const Route = createFileRoute('/{-$lang}/admin/leads/$id')({
  loader: async ({ context, params }) =>
    (await import('../../../../admin/load-lead-inbox')).loadLead(context, params.id, isLanguage(params.lang) ? params.lang : 'ru'),
  head: (ctx) => deskHead(ctx, 'admin.leads.one'),
  component: AdminLeadRoute,
})

function AdminLeadRoute() {
  const context = Route.useRouteContext()
  const { lead, assignees } = Route.useLoaderData()
  return <LeadPage staff={createStaffClient(context)} lead={lead} assignees={assignees} />
}
