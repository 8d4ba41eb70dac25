import { PageSection } from '../../components/section-head/PageSection'
import type { LandingCard } from '../../model/entities/landing'

export interface LandingCardsProps {
  title: string
  cards: LandingCard[]
  /** Numbered cards (01, 02 …) in an ordered list. */
  numbered?: boolean
  className?: string
}

/** A titled section of text cards (club cards, school steps and schedule, franchise steps); nothing without cards (OQ-04). */
export function LandingCards({ title, cards, numbered = false, className }: LandingCardsProps) {
  if (cards.length === 0) return null
  const List = numbered ? 'ol' : 'ul'
  return (
    <PageSection title={title} className={className}>
      <List className="landing-cards">
        {cards.map((card, index) => (
          <li key={`${index}-${card.title}`} className="landing-card">
            {numbered && (
              <span className="landing-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
            <h3 className="landing-card__title">{card.title}</h3>
            <p className="landing-card__text">{card.text}</p>
          </li>
        ))}
      </List>
    </PageSection>
  )
}
