import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { textExcerpt } from '../../seo/excerpt'
import { LocalizedLink } from '../layout/LocalizedLink'
import { Picture } from '../Picture'
import type { TrainerCardData } from './card-data'
import { firstExpandedImage } from './expanded-image'

/** TRAINER-02: a card shows at most this many characters of the competence text. */
export const TRAINER_CARD_COMPETENCE_LENGTH = 100

export interface TrainerCardProps {
  trainer: TrainerCardData
  headingLevel?: 2 | 3
  /** Only the first card above the fold loads its photo eagerly. */
  eager?: boolean
}

/**
 * A trainer in lists (TRAINER-01/02, HOME-08): photo, name (the link to /trainers/{slug}; the whole card is
 * clickable through it), direction and the competence as plain text cut at 100 characters.
 */
export function TrainerCard({ trainer, headingLevel = 3, eager = false }: TrainerCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const photo = trainer.image ?? firstExpandedImage(trainer.images)
  const competence = textExcerpt(trainer.competence ?? '', TRAINER_CARD_COMPETENCE_LENGTH)
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <article className="trainer-card">
      <div className="trainer-card__photo">
        {photo ? (
          <Picture images={photo} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} />
        ) : null}
      </div>
      <div className="trainer-card__body">
        <Heading className="trainer-card__name">
          <LocalizedLink to={`/trainers/${trainer.slug}`} className="trainer-card__link">
            {trainer.full_name}
          </LocalizedLink>
        </Heading>
        {trainer.direction ? <p className="trainer-card__direction">{trainer.direction}</p> : null}
        {competence ? <p className="trainer-card__competence">{competence}</p> : null}
      </div>
    </article>
  )
}
