import { TrainerCard } from '../../components/cards/TrainerCard'
import { useT } from '../../i18n/intl'
import type { TrainerListItem } from '../../model/entities/events'
import { HomeSection } from './HomeSection'

/** HOME-08, OQ-18: the four newest trainers and 'all' to the trainers list. */
export function TrainersBlock({ trainers }: { trainers: TrainerListItem[] }) {
  const t = useT()
  return (
    <HomeSection
      title={t('home.trainers.title')}
      className="home-trainers"
      all={{ to: '/trainers', label: t('home.trainers.all') }}
    >
      <ul className="home-trainers__grid">
        {trainers.map((trainer) => (
          <li key={trainer.id}>
            <TrainerCard trainer={trainer} />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
