import type { TrainerCardData } from '../../components/cards/card-data'
import { TrainerCard } from '../../components/cards/TrainerCard'
import { useT } from '../../i18n/intl'
import { PageSection } from '../../components/section-head/PageSection'

/** HOME-08, OQ-18, ABOUT-04: the four newest trainers and 'all' to the trainers list. */
export function TrainersBlock({ trainers, title }: { trainers: readonly TrainerCardData[]; title?: string }) {
  const t = useT()
  return (
    <PageSection
      title={title ?? t('home.trainers.title')}
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
    </PageSection>
  )
}
