import { useModal } from '../../components/app-providers'
import { programModalProps } from '../../components/layout/program-modal'
import { useShellData } from '../../components/layout/use-shell-data'
import { useT } from '../../i18n/intl'

/**
 * TRAINER-04, OQ-10: the consultation with this trainer. The trainer_consultation form modal comes with the forms
 * issue; until then the button opens the info modal with the consultation phones and messengers — the same
 * contacts "Choose a program" shows — titled for this trainer, so it is never a dead end.
 */
export function ConsultationButton({ trainerName }: { trainerName: string }) {
  const t = useT()
  const modal = useModal()
  const { contacts } = useShellData()
  return (
    <button
      type="button"
      className="button button--accent button--large trainer-preview__consultation"
      aria-haspopup="dialog"
      onClick={() =>
        modal.open(
          'info',
          {
            ...programModalProps(contacts, t),
            title: t('trainer.consultation.title', { name: trainerName }),
            subtitle: t('trainer.consultation.text'),
          },
          'mini',
        )
      }
    >
      {t('trainer.consultation.button')}
    </button>
  )
}
