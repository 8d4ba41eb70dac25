import { useT } from '../../i18n/intl'

/** TRAINER-12 (OQ-11: for any trainer with a specialization list). */
export function TrainerSpecialization({ items }: { items: string[] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <section className="trainer-section trainer-specialization" aria-labelledby="trainer-specialization-title">
      <h2 id="trainer-specialization-title" className="trainer-section__title">
        {t('trainer.specialization.title')}
      </h2>
      <ul className="trainer-specialization__list">
        {items.map((item) => (
          <li key={item} className="trainer-specialization__item">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
