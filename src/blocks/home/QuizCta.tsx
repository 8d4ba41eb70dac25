import { LeadFormButton } from '../../components/lead-forms/LeadFormButton'
import { ArrowRightIcon } from '../../components/layout/icons'
import { useT } from '../../i18n/intl'

/**
 * HOME-10: the quiz call-to-action, opening the form modal with the `5q_test` form.
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
          <LeadFormButton slug="5q_test" className="button button--accent button--large home-quiz__button">
            {t('home.quiz.cta')}
            <ArrowRightIcon />
          </LeadFormButton>
        </div>
      </div>
    </section>
  )
}
