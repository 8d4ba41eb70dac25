import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import type { LandingCard } from '../../model/entities/landing'

/**
 * CLUB-01: the banner's title and text from the CMS, and the call to action given by the page (CLUB-03). Before staff
 * write the banner, the heading is the page's name and there is no text.
 */
export function ClubBanner({ banner, action }: { banner: LandingCard; action?: ReactNode }) {
  const t = useT()
  return (
    <section className="landing-banner" aria-labelledby="club-title">
      <h1 id="club-title" className="landing-banner__title">
        {banner.title || t('club.title')}
      </h1>
      {banner.text && <p className="landing-banner__text">{banner.text}</p>}
      {action}
    </section>
  )
}
