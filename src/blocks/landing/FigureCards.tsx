import { PageSection } from '../../components/section-head/PageSection'
import type { LandingFigure } from '../../model/entities/landing'

/** A titled row of figure cards: the figure large, its caption under it (ABOUT-02, FRANCHISE-02, FRANCHISE-05). */
export function FigureCards({ title, figures, className }: { title: string; figures: LandingFigure[]; className?: string }) {
  if (figures.length === 0) return null
  return (
    <PageSection title={title} className={className}>
      <ul className="figure-cards">
        {figures.map((figure) => (
          <li key={figure.label} className="figure-card">
            <span className="figure-card__value">{figure.value}</span>
            <span className="figure-card__label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
