import { LeadFormButton } from '../../components/lead-forms/LeadFormButton'
import { useT } from '../../i18n/intl'

/** TRAINER-04, OQ-10: the trainer_consultation form modal, its hidden `trainer` field holding this trainer's slug. */
export function ConsultationButton({ trainerSlug }: { trainerSlug: string }) {
  const t = useT()
  return (
    <LeadFormButton slug="trainer_consultation" hidden={{ trainer: trainerSlug }} className="button button--accent button--large trainer-preview__consultation">
      {t('trainer.consultation.button')}
    </LeadFormButton>
  )
}
