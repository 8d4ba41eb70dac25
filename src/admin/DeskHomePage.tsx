import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import { deskSectionsFor, type StaffMe } from '../model/staff'
import './admin.css'

/** /admin (issue 41): where a staff member lands after signing in, with the parts of the desk their roles open. */
export function DeskHomePage({ me }: { me: StaffMe }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.home.title')}</h1>
      <p>{t('admin.home.roles', { roles: me.roles.map((role) => t(`admin.roles.${role}`)).join(', ') })}</p>
      <ul className="admin-sections">
        {deskSectionsFor(me.roles).map((section) => (
          <li key={section.path}>
            <LocalizedLink className="admin-sections__link" to={section.path}>
              {t(section.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
