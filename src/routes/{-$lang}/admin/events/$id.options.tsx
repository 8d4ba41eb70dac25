import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { EventOptionsEditor } from '../../../../admin/EventOptionsEditor'
import { createStaffClient } from '../../../../admin/staff-client'
import { LocalizedLink } from '../../../../components/layout/LocalizedLink'
import { useT } from '../../../../i18n/intl'
import { deskHead } from '../../../../seo/route-head'

const desk = getRouteApi('/{-$lang}/admin')

/** `/admin/events/{uuid or slug}/options` (issue 42, issue 44 "Seats"): an event's options, prices and seats; a 404 to anyone but admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/events/$id/options')({
  loader: async ({ context, params }) => (await import('../../../../admin/load-event-options')).loadEventOptions(context, params.id),
  head: (ctx) => deskHead(ctx, 'admin.event_options.page_title'),
  component: AdminEventOptionsRoute,
})

function AdminEventOptionsRoute() {
  const t = useT()
  const context = Route.useRouteContext()
  const options = Route.useLoaderData()
  const roles = desk.useLoaderData()?.roles ?? []
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.event_options.page_heading', { title: options.event.title })}</h1>
      <p>
        <LocalizedLink to={`/events/i/${options.event.slug}`}>
          {t('admin.event_options.public_page')}
        </LocalizedLink>
      </p>
      <EventOptionsEditor staff={createStaffClient(context)} eventKey={options.event.uuid} options={options} roles={roles} />
    </div>
  )
}
