import { useT } from '../i18n/intl'
import { LocalizedLink } from './layout/LocalizedLink'

export interface Crumb {
  label: string
  /** A language-less path of the site ('/events'); the current page, always last, needs none. */
  to?: string
}

/**
 * LAYOUT-09: the trail always starts with a link home, and every entry except the last is followed by a
 * separator. The last entry is the current page (aria-current). Links keep the current language (I18N-01).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT()
  const trail: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, ...items]
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          const current = last ? ('page' as const) : undefined
          return (
            <li className="breadcrumbs__item" key={`${index}-${crumb.label}`}>
              {crumb.to !== undefined && (index === 0 || !last) ? (
                // exact: an ancestor crumb is not the current page (the router would mark it active by prefix).
                <LocalizedLink to={crumb.to} aria-current={current} activeOptions={{ exact: true }}>
                  {crumb.label}
                </LocalizedLink>
              ) : (
                <span aria-current={current}>{crumb.label}</span>
              )}
              {last ? null : (
                <span className="breadcrumbs__separator" aria-hidden="true">
                  ›
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
