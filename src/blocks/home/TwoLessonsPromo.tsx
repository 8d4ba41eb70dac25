import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { ArrowRightIcon } from '../../components/layout/icons'
import { SCHEDULE_PATH } from '../../components/layout/site-links'
import { useT } from '../../i18n/intl'

/** Two lesson cards — a live training under the summit and an online class on a screen — numbered 1 and 2. */
function TwoLessonsArt() {
  return (
    <svg className="home-promo__art" viewBox="0 0 360 280" width="360" height="280" aria-hidden="true" focusable="false">
      <g transform="rotate(-7 120 150)">
        <rect x="28" y="52" width="190" height="200" rx="20" fill="#ffffff" />
        <rect x="44" y="68" width="158" height="104" rx="12" fill="#0b3d91" />
        <circle cx="160" cy="104" r="16" fill="#f5b73b" />
        <path d="M44 172 L92 112 L120 142 L146 116 L202 172 Z" fill="#1f5fcf" />
        <path d="M92 112 L104 127 L96 124 L86 128 Z" fill="#e6eefc" />
        <rect x="44" y="188" width="120" height="12" rx="6" fill="#c4d6f7" />
        <rect x="44" y="210" width="84" height="12" rx="6" fill="#e6eefc" />
      </g>
      <g transform="rotate(6 250 150)">
        <rect x="150" y="72" width="190" height="178" rx="20" fill="#ffffff" />
        <rect x="166" y="88" width="158" height="100" rx="12" fill="#061634" />
        <circle cx="245" cy="138" r="26" fill="#f5b73b" />
        <path d="M237 124 L258 138 L237 152 Z" fill="#061634" />
        <rect x="166" y="204" width="110" height="12" rx="6" fill="#c4d6f7" />
        <rect x="166" y="226" width="70" height="12" rx="6" fill="#e6eefc" />
      </g>
      <circle cx="42" cy="52" r="26" fill="#f5b73b" />
      <text x="42" y="62" textAnchor="middle" fontSize="28" fontWeight="800" fill="#061634">1</text>
      <circle cx="330" cy="70" r="26" fill="#f5b73b" />
      <text x="330" y="80" textAnchor="middle" fontSize="28" fontWeight="800" fill="#061634">2</text>
    </svg>
  )
}

/**
 * HOME-01: the 'two lessons' promo between the tag cloud and the trainers — an offer for newcomers to try a live
 * training and an online class, with the way to the schedule where both are chosen.
 */
export function TwoLessonsPromo() {
  const t = useT()
  return (
    <section className="home-promo" aria-labelledby="home-promo-title">
      <div className="container">
        <div className="home-promo__panel">
          <div className="home-promo__text">
            <p className="home-promo__eyebrow">{t('home.promo.eyebrow')}</p>
            <h2 id="home-promo-title" className="home-promo__title">
              {t('home.promo.title')}
            </h2>
            <p className="home-promo__lead">{t('home.promo.text')}</p>
            <ol className="home-promo__points">
              <li>{t('home.promo.point_live')}</li>
              <li>{t('home.promo.point_online')}</li>
            </ol>
            <LocalizedLink to={SCHEDULE_PATH} className="button button--accent button--large">
              {t('home.promo.cta')}
              <ArrowRightIcon />
            </LocalizedLink>
          </div>
          <TwoLessonsArt />
        </div>
      </div>
    </section>
  )
}
