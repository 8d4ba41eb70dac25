import { useT } from '../../i18n/intl'
import type { TrainerEntity } from '../../model/entities/events'

const FEATURES = [
  { field: 'competence', label: 'trainer.features.competence' },
  { field: 'education', label: 'trainer.features.education' },
  { field: 'cases', label: 'trainer.features.cases' },
] as const

/**
 * TRAINER-05: numbered blocks of competence, education and case, then the description. Fields the trainer has
 * no text for are left out and the numbers follow on. The HTML is sanitised by the API (BE-25).
 */
export function TrainerFeatures({ trainer }: { trainer: TrainerEntity }) {
  const t = useT()
  const features = FEATURES.filter(({ field }) => trainer[field])
  if (features.length === 0 && !trainer.description) return null
  return (
    <section className="trainer-features" aria-label={t('trainer.features.label')}>
      {features.length > 0 ? (
        <ol className="trainer-features__list">
          {features.map(({ field, label }, index) => (
            <li key={field} className="trainer-feature" data-feature={field}>
              <span className="trainer-feature__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className="trainer-feature__title">{t(label)}</h2>
              <div className="trainer-feature__text rich-text" dangerouslySetInnerHTML={{ __html: trainer[field] }} />
            </li>
          ))}
        </ol>
      ) : null}
      {trainer.description ? (
        <div className="trainer-features__description rich-text" dangerouslySetInnerHTML={{ __html: trainer.description }} />
      ) : null}
    </section>
  )
}
