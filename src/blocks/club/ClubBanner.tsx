import type { ReactNode } from 'react'
import type { LandingCard } from '../../model/entities/landing'

/** CLUB-01: the banner's title and text from the CMS, and the call to action given by the page (CLUB-03). */
export function ClubBanner({ banner, action }: { banner: LandingCard; action?: ReactNode }) {
  return (
    <section className="landing-banner" aria-labelledby="club-title">
      <h1 id="club-title" className="landing-banner__title">
        {banner.title}
      </h1>
      <p className="landing-banner__text">{banner.text}</p>
      {action}
    </section>
  )
}
