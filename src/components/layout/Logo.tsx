import { useT } from '../../i18n/intl'
import { LocalizedLink } from './LocalizedLink'

/** The academy's mark: a summit under a rising sun ("vershina" is Russian for summit). Decorative. */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b3d91" />
      <circle cx="28" cy="12.5" r="4.5" fill="#f5b73b" />
      <path d="M9 31 18.5 18l4 5.2L26 19l8 12Z" fill="#6f9be8" />
      <path d="M5 31 17 13.5 29 31Z" fill="#fff" />
      <path d="m13.4 18.8 3.6-5.3 3.6 5.3-1.8-.9-1.8 1.5-1.8-1.5Z" fill="#cfe0ff" />
    </svg>
  )
}

/** Mark and name, linking to the home page of the current language. */
export function Logo() {
  const t = useT()
  return (
    <LocalizedLink to="/" className="logo" activeOptions={{ exact: true }}>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__title">{t('layout.brand.title')}</span>{' '}
        <span className="logo__subtitle">{t('layout.brand.subtitle')}</span>
        <span className="visually-hidden"> — {t('layout.brand.home_page')}</span>
      </span>
    </LocalizedLink>
  )
}
