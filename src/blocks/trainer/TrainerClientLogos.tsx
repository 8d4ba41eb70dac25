import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'

/** TRAINER-12 (OQ-11: for any trainer with client logos). */
export function TrainerClientLogos({ logos }: { logos: ImageEntity[] }) {
  const t = useT()
  if (logos.length === 0) return null
  const { width, height } = IMAGE_DIMENSIONS.small
  return (
    <section className="trainer-section trainer-clients" aria-labelledby="trainer-clients-title">
      <h2 id="trainer-clients-title" className="trainer-section__title">
        {t('trainer.clients.title')}
      </h2>
      <ul className="trainer-clients__list">
        {logos.map((logo, index) => (
          <li key={logo.uuid} className="trainer-clients__item">
            <Picture
              images={{ small: logo.small }}
              alt={t('trainer.clients.logo', { number: index + 1 })}
              width={width}
              height={height}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
