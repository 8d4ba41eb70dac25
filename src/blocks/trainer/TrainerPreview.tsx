import { Picture } from '../../components/Picture'
import { firstExpandedImage } from '../../components/cards/expanded-image'
import { SocialLinks } from '../../components/layout/SocialLinks'
import type { TrainerEntity } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { ConsultationButton } from './ConsultationButton'
import { trainerSocialLinks } from './social-links'
import { splitFirstWord } from './trainer-name'

/**
 * TRAINER-03/04: photo, the name with its first word highlighted, direction, social links, the short
 * description and the consultation button.
 */
export function TrainerPreview({ trainer }: { trainer: TrainerEntity }) {
  const { first, rest } = splitFirstWord(trainer.full_name)
  const photo = trainer.image ?? firstExpandedImage(trainer.images)
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <section className="trainer-preview" aria-labelledby="trainer-name">
      <div className="trainer-preview__photo">
        {photo ? (
          <Picture images={photo} alt={trainer.full_name} width={width} height={height} loading="eager" fetchPriority="high" />
        ) : null}
      </div>
      <div className="trainer-preview__text">
        <h1 id="trainer-name" className="trainer-preview__name">
          <span className="trainer-preview__highlight">{first}</span>
          {rest ? ` ${rest}` : null}
        </h1>
        {trainer.direction ? <p className="trainer-preview__direction">{trainer.direction}</p> : null}
        <SocialLinks socials={trainerSocialLinks(trainer.social_media)} className="trainer-preview__socials" />
        {trainer.small_description ? <p className="trainer-preview__description">{trainer.small_description}</p> : null}
        <ConsultationButton trainerSlug={trainer.slug} />
      </div>
    </section>
  )
}
