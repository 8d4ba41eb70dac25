import { ChooseProgramButton } from '../../components/layout/ChooseProgramButton'
import { ArrowRightIcon } from '../../components/layout/icons'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { SCHEDULE_PATH } from '../../components/layout/site-links'
import { useT } from '../../i18n/intl'
import { HeroVideo } from './HeroVideo'

/**
 * HOME-02: the home hero — the page's one h1 with the subline and the way to the events list, over a video of
 * dawn in the mountains; the white ridge at the bottom leads into the page.
 */
export function HomeHero() {
  const t = useT()
  return (
    <section className="hero" aria-labelledby="hero-title">
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
      {/*
        After the text, though painted under it (hero.css): the backdrop is placed from the bottom of the hero, whose
        height the text gives, so a page that has streamed in up to the video already places it where it stays.
      */}
      <div className="hero__backdrop" aria-hidden="true">
        <HeroVideo />
        <div className="hero__ridge hero__ridge--near" />
      </div>
    </section>
  )
}
