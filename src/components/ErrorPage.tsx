import { RecentlyViewed } from './recently-viewed/LazyRecentlyViewed'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { ApiRequestError } from '../api/client'
import { useT } from '../i18n/intl'
import { LocalizedLink } from './layout/LocalizedLink'

/** ERR-03: the code a failure shows — the HTTP status of a failed API call, or 500 when there is none. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status <= 599) return error.status
  return 500
}

interface ErrorViewProps {
  code: number
  title: string
  text: string
}

/** The shared look of the error pages: the big code, a title, a short text and the way home. */
function ErrorView({ code, title, text }: ErrorViewProps) {
  const t = useT()
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{code}</p>
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <div className="error-page__actions">
        <LocalizedLink to="/" className="button button--primary button--large">
          {t('errors.home_link')}
        </LocalizedLink>
      </div>
    </section>
  )
}

/** ERR-01, ERR-02: the 404 page ('This page could not be found' in English). */
export function NotFoundPage() {
  const t = useT()
  return (
    <>
      <ErrorView code={404} title={t('errors.not_found.title')} text={t('errors.not_found.text')} />
      <RecentlyViewed />
    </>
  )
}

/** ERR-01, ERR-03: a failure shows its code; 404 the not-found texts, 503 "temporarily unavailable", any other the server texts. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT()
  const code = errorStatus(error)
  if (code === 404) return <NotFoundPage />
  // Issue 43.2: the database cannot be reached for a while; the page says so instead of "something went wrong".
  if (code === 503) return <ErrorView code={code} title={t('errors.unavailable.title')} text={t('errors.unavailable.text')} />
  return <ErrorView code={code} title={t('errors.server.title')} text={t('errors.server.text')} />
}
