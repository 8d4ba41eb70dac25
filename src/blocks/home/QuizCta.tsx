import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { ArrowRightIcon } from '../../components/layout/icons'
import { useT } from '../../i18n/intl'

/**
 * HOME-10: the quiz call-to-action. The form modal (slug `5q_test`) comes with the forms issue; until then the
 * button leads to the contacts page, where a visitor reaches a manager who picks the programme.
 */
export function QuizCta() {
  const t = useT()
  return (
    <section className="home-quiz" aria-labelledby="home-quiz-title">
      <div className="container">
        <div className="home-quiz__panel">
          <div className="home-quiz__text">
            <h2 id="home-quiz-title" className="home-quiz__title">
              {t('home.quiz.title')}
            </h2>
            <p className="home-quiz__lead">{t('home.quiz.text')}</p>
          </div>
          <LocalizedLink to="/contacts" className="button button--accent button--large home-quiz__button">
            {t('home.quiz.cta')}
            <ArrowRightIcon />
          </LocalizedLink>
        </div>
      </div>
    </section>
  )
}
