import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ItemOptionsEditor } from '../../../../admin/ItemOptionsEditor'
import { createStaffClient } from '../../../../admin/staff-client'
import { LocalizedLink } from '../../../../components/layout/LocalizedLink'
import { useT } from '../../../../i18n/intl'
import { deskHead } from '../../../../seo/route-head'

const desk = getRouteApi('/{-$lang}/admin')

/** `/admin/events/{uuid or slug}/options` (issue 42, issue 44 "Seats"): an event's options, prices and seats; a 404 to anyone but admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/events/$id/options')({
  loader: async ({ context, params }) => (await import('../../../../admin/load-item-options')).loadItemOptions(context, 'events', params.id),
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
      <h1 className="admin-page__title">{t('admin.event_options.page_heading', { title: options.item.title })}</h1>
      <p>
        <LocalizedLink to={`/events/i/${options.item.slug}`}>
          {t('admin.event_options.public_page')}
        </LocalizedLink>
      </p>
      <ItemOptionsEditor staff={createStaffClient(context)} options={options} roles={roles} />
      <p>
        <LocalizedLink to={`/admin/content/events/${options.item.uuid}`}>{t('admin.event_options.in_editor')}</LocalizedLink>
      </p>
    </div>
  )
}
