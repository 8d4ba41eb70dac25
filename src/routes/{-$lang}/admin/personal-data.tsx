import { createFileRoute } from '@tanstack/react-router'
import { PersonalDataPage } from '../../../admin/PersonalDataPage'
import { createStaffClient } from '../../../admin/staff-client'
import { parsePersonSearch, type PersonQuery } from '../../../model/desk-people'
import { deskHead } from '../../../seo/route-head'

/** `/admin/personal-data` (issue 41, BE-34): find, export and erase a person's data; a 404 to anyone but an admin. */
export const Route = createFileRoute('/{-$lang}/admin/personal-data')({
  validateSearch: (search: Record<string, unknown>) => search as PersonQuery,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => (await import('../../../admin/load-desk-people')).loadPersonalData(context, deps.search),
  head: (ctx) => deskHead(ctx, 'admin.personal_data.title'),
  component: AdminPersonalDataRoute,
})

function AdminPersonalDataRoute() {
  const context = Route.useRouteContext()
  const { report, fields } = Route.useLoaderData()
  return <PersonalDataPage staff={createStaffClient(context)} search={parsePersonSearch(Route.useSearch())} report={report} fields={fields} />
}
