import type { ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../i18n/intl'

/** ERR-01, ERR-02: the 404 page. */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{t('errors.not_found.title')}</h1>
      <p>{t('errors.not_found.text')}</p>
    </section>
  )
}

/** ERR-01: any other failure — a generic 500 page. */
export function ErrorPage(_props: ErrorComponentProps) {
  const t = useT()
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">500</p>
      <h1 id="error-title">{t('errors.server.title')}</h1>
      <p>{t('errors.server.text')}</p>
    </section>
  )
}
