import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { deskFormName } from '../../../../admin/desk-form-name'
import { FormEditorPage } from '../../../../admin/FormEditorPage'
import { createStaffClient } from '../../../../admin/staff-client'
import { LocalizedLink } from '../../../../components/layout/LocalizedLink'
import { useLanguage } from '../../../../components/layout/use-language'
import { useT } from '../../../../i18n/intl'
import { deskHead } from '../../../../seo/route-head'

const desk = getRouteApi('/{-$lang}/admin')

/** `/admin/forms/{slug}` (issue 42, BE-20): a lead form's texts and fields; a 404 to anyone but an admin, manager or editor. */
export const Route = createFileRoute('/{-$lang}/admin/forms/$slug')({
  loader: async ({ context, params }) => (await import('../../../../admin/load-site-editing')).loadDeskForm(context, params.slug),
  head: (ctx) => deskHead(ctx, 'admin.forms.title'),
  component: AdminFormRoute,
})

function AdminFormRoute() {
  const t = useT()
  const language = useLanguage()
  const context = Route.useRouteContext()
  const form = Route.useLoaderData()
  const roles = desk.useLoaderData()?.roles ?? []
  return (
    <div className="admin-page container">
      <p className="desk-content__up">
        <LocalizedLink to="/admin/forms">{t('admin.forms.back')}</LocalizedLink>
      </p>
      <h1 className="admin-page__title">{deskFormName(t, form.slug, form.texts.ru.title)}</h1>
      {form.texts.ru.title ? <p className="admin-card__meta">{t('admin.forms.on_site', { title: form.texts[language].title || form.texts.ru.title })}</p> : null}
      <FormEditorPage key={form.version} staff={createStaffClient(context)} form={form} roles={roles} />
    </div>
  )
}
