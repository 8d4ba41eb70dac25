import { LeadFormButton } from '../../components/lead-forms/LeadFormButton'
import { useT } from '../../i18n/intl'

/** ABOUT-10, OQ-09: 'pick a program' opens the form modal with the `get_program` form. */
export function PickProgram() {
  const t = useT()
  return (
    <div className="pick-program">
      <p className="pick-program__text">{t('about.pick_program.text')}</p>
      <LeadFormButton slug="get_program">{t('about.pick_program.button')}</LeadFormButton>
    </div>
  )
}
