import { useT } from '../../i18n/intl'
import { LeadFormButton } from '../lead-forms/LeadFormButton'

interface ChooseProgramButtonProps {
  className?: string
  /** Runs first, e.g. the burger panel closes before the modal opens over the page. */
  onBeforeOpen?: () => void
}

/** LAYOUT-03, OQ-09: "Choose a program" opens the form modal with the get_program form. */
export function ChooseProgramButton({ className = 'button button--accent', onBeforeOpen }: ChooseProgramButtonProps) {
  const t = useT()
  return (
    <LeadFormButton slug="get_program" className={className} {...(onBeforeOpen ? { onBeforeOpen } : {})}>
      {t('layout.header.choose_program')}
    </LeadFormButton>
  )
}
