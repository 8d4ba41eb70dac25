import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { CheckInPage } from '../../../admin/CheckInPage'
import { createStaffClient } from '../../../admin/staff-client'
import { isLanguage } from '../../../model/languages'
import { routeSearch } from '../../../model/search-params'
import { deskHead } from '../../../seo/route-head'

interface CheckInSearch {
  event?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const parse = (raw: Record<string, unknown>): CheckInSearch => ({ event: typeof raw.event === 'string' && UUID.test(raw.event) ? raw.event : undefined })

const desk = getRouteApi('/{-$lang}/admin')

/** `/admin/check-in` (issue 44): the door chooses an event, then checks tickets in by camera or number; door, manager, admin. */
export const Route = createFileRoute('/{-$lang}/admin/check-in')({
  validateSearch: routeSearch<CheckInSearch>(['event'], parse),
  loaderDeps: ({ search }) => parse(search),
  loader: async ({ context, deps, params }) =>
    (await import('../../../admin/load-check-in')).loadCheckIn(context, deps.event, isLanguage(params.lang) ? params.lang : 'ru'),
  head: (ctx) => deskHead(ctx, 'admin.check_in.title'),
  component: AdminCheckInRoute,
})

function AdminCheckInRoute() {
  const context = Route.useRouteContext()
  const me = desk.useLoaderData()
  return <CheckInPage staff={createStaffClient(context)} data={Route.useLoaderData()} me={me?.name || me?.email || ''} />
}
