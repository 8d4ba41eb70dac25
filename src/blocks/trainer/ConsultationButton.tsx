import { useModal } from '../../components/app-providers'
import { consultationLinks } from '../../components/layout/program-modal'
import { useShellData } from '../../components/layout/use-shell-data'
import { useT } from '../../i18n/intl'

/**
 * TRAINER-04, OQ-10: the consultation with this trainer. The trainer_consultation form modal comes with the forms
 * issue; until then the button opens the info modal with the consultation phones and messengers — the same
 * contacts "Choose a program" shows — titled for this trainer, so it is never a dead end.
 *
 * The box's texts are looked up when the button renders, not when it is tapped: the server render then sends them
 * with the page's messages, so a tap before the rest of the catalogue has loaded (it loads on the first
 * interaction) still shows words, not message keys; and the button renders again once the catalogue is complete.
 */
export function ConsultationButton({ trainerName }: { trainerName: string }) {
  const t = useT()
  const modal = useModal()
  const { contacts } = useShellData()
  const box = {
    title: t('trainer.consultation.title', { name: trainerName }),
    subtitle: t('trainer.consultation.text'),
    links: consultationLinks(contacts, t),
  }
  return (
    <button
      type="button"
      className="button button--accent button--large trainer-preview__consultation"
      aria-haspopup="dialog"
      onClick={() => modal.open('info', box, 'mini')}
    >
      {t('trainer.consultation.button')}
    </button>
  )
}
