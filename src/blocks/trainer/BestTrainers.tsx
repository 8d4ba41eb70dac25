import { TrainerCard } from '../../components/cards/TrainerCard'
import { useT } from '../../i18n/intl'
import type { TrainerListItem } from '../../model/entities/events'

/** TRAINER-12: other trainers of the centre (see loadTrainerPage for where they come from). */
export function BestTrainers({ trainers }: { trainers: TrainerListItem[] | null }) {
  const t = useT()
  if (!trainers || trainers.length === 0) return null
  return (
    <section className="trainer-section best-trainers" aria-labelledby="best-trainers-title">
      <h2 id="best-trainers-title" className="trainer-section__title">
        {t('trainer.best.title')}
      </h2>
      <ul className="best-trainers__list">
        {trainers.map((trainer) => (
          <li key={trainer.id}>
            <TrainerCard trainer={trainer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
