import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { StaffFormSummary } from '../model/form-editing'
import { deskFormName } from './desk-form-name'
import './admin.css'
import './desk-content.css'

/**
 * /admin/forms (issue 42, BE-20): the lead forms by their desk names (as the inbox calls them) with the heading visitors
 * see, their number of fields and missing translations, each opening its editor.
 */
export function FormsListPage({ forms }: { forms: StaffFormSummary[] }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.forms.title')}</h1>
      <ul className="admin-sections desk-content-types">
        {forms.map((form) => (
          <li key={form.slug}>
            <LocalizedLink className="admin-sections__link" to={`/admin/forms/${form.slug}`}>
              {deskFormName(t, form.slug, form.title)}{' '}
              <span className="admin-card__meta">
                {form.title ? `· ${t('admin.forms.on_site', { title: form.title })} ` : ''}· {t('admin.forms.fields_count', { count: form.fields })}
              </span>
              {form.missing.map((language) => (
                <span key={language} className="admin-badge admin-badge--warning">
                  {language.toUpperCase()}: {t('admin.languages.missing')}
                </span>
              ))}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
