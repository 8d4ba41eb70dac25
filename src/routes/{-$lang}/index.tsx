import { createFileRoute } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'
import { ChooseProgramButton } from '../../components/layout/ChooseProgramButton'
import { ArrowRightIcon } from '../../components/layout/icons'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { SCHEDULE_PATH } from '../../components/layout/site-links'

export const Route = createFileRoute('/{-$lang}/')({
  // ROUTE-13: home uses the blue header; ROUTE-12: it shows the footer consultation form.
  staticData: { meta: { header: 'blue', footerForm: true } },
  component: HomePage,
})

function HomePage() {
  return <HomeHero />
}

/** The home hero: headline, subline and the way to the schedule over a summit at sunrise drawn in CSS. */
function HomeHero() {
  const t = useT()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        <div className="hero__sun" />
        <div className="hero__ridge hero__ridge--far" />
        <div className="hero__snow hero__snow--far" />
        <div className="hero__ridge hero__ridge--mid" />
        <div className="hero__ridge hero__ridge--near" />
      </div>
      <div className="container container--wide hero__inner">
        <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
        <div className="hero__actions">
          <LocalizedLink to={SCHEDULE_PATH} className="button button--accent button--large">
            {t('home.hero.cta')}
            <ArrowRightIcon />
          </LocalizedLink>
          <ChooseProgramButton className="button button--ghost-light button--large" />
        </div>
      </div>
    </section>
  )
}
