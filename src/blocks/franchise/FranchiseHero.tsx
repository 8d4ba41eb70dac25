import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'

/** FRANCHISE-01: title, subtitle, description and the page's call to action. */
export function FranchiseHero({ action }: { action?: ReactNode }) {
  const t = useT()
  return (
    <section className="landing-banner franchise-hero" aria-labelledby="franchise-title">
      <h1 id="franchise-title" className="landing-banner__title">
        {t('franchise.title')}
      </h1>
      <p className="landing-banner__subtitle">{t('franchise.subtitle')}</p>
      <p className="landing-banner__text">{t('franchise.description')}</p>
      {action}
    </section>
  )
}
