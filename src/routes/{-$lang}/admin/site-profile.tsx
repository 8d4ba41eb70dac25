import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { SiteProfilePage } from '../../../admin/SiteProfilePage'
import { createStaffClient } from '../../../admin/staff-client'
import { useT } from '../../../i18n/intl'
import { deskHead } from '../../../seo/route-head'

const desk = getRouteApi('/{-$lang}/admin')

/** `/admin/site-profile` (issue 42, BE-23): contacts, messengers, offices, franchise data and FAQ, the about figures; a 404 to anyone but admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/site-profile')({
  loader: async ({ context }) => (await import('../../../admin/load-site-editing')).loadSiteProfile(context),
  head: (ctx) => deskHead(ctx, 'admin.site_profile.title'),
  component: AdminSiteProfileRoute,
})

function AdminSiteProfileRoute() {
  const t = useT()
  const context = Route.useRouteContext()
  const loaded = Route.useLoaderData()
  const roles = desk.useLoaderData()?.roles ?? []
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.site_profile.title')}</h1>
      <SiteProfilePage key={loaded.version} staff={createStaffClient(context)} loaded={loaded} roles={roles} images={loaded.images} files={loaded.files} />
    </div>
  )
}
