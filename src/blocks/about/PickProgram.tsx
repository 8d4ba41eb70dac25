import { ChooseProgramButton } from '../../components/layout/ChooseProgramButton'
import { useT } from '../../i18n/intl'

/** ABOUT-10, OQ-09: 'pick a program' opens what the header's 'choose a program' opens. */
export function PickProgram() {
  const t = useT()
  return (
    <div className="pick-program">
      <p className="pick-program__text">{t('about.pick_program.text')}</p>
      <ChooseProgramButton label={t('about.pick_program.button')} />
    </div>
  )
}
