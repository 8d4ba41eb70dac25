import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import type { ContentTypeName } from '../model/content-types'
import { useContentLabels } from './content-labels'
import './admin.css'
import './desk-content.css'

/** /admin/content (issue 42.1): every type of the registry with its count, each opening its list. */
export function ContentTypesPage({ types }: { types: Array<{ kind: ContentTypeName; count: number }> }) {
  const t = useT()
  const labels = useContentLabels()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.content.title')}</h1>
      <ul className="admin-sections desk-content-types">
        {types.map(({ kind, count }) => (
          <li key={kind}>
            <LocalizedLink className="admin-sections__link" to={`/admin/content/${kind}`}>
              {labels.type(kind)} <span className="admin-card__meta">· {t('admin.content.count', { count })}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
