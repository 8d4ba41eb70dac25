import { useT } from '../../i18n/intl'

/** ABOUT-01: the two statements and three numbered about cards (CONST-05). */
export const ABOUT_CARDS = 3

export function AboutIntro() {
  const t = useT()
  return (
    <section className="landing-intro" aria-labelledby="about-title">
      <h1 id="about-title" className="landing-intro__title">
        {t('about.title')}
      </h1>
      <p className="landing-intro__statement">{t('about.statement.first')}</p>
      <p className="landing-intro__statement">{t('about.statement.second')}</p>
      <ol className="landing-cards">
        {Array.from({ length: ABOUT_CARDS }, (_, index) => (
          <li key={index} className="landing-card">
            <span className="landing-card__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className="landing-card__title">{t(`about.card.${index + 1}.title`)}</h2>
            <p className="landing-card__text">{t(`about.card.${index + 1}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
