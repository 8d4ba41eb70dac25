import { useId, useState } from 'react'
import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import type { TrainerBusiness } from '../../model/entities/events'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import { businessesLayout } from './businesses-layout'

function BusinessCard({ business, featured = false }: { business: TrainerBusiness; featured?: boolean }) {
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <article className={featured ? 'business-card business-card--featured' : 'business-card'}>
      <div className="business-card__image">
        {business.image ? <Picture images={business.image} alt="" width={width} height={height} /> : null}
      </div>
      <div className="business-card__body">
        <h3 className="business-card__title">
          <a className="business-card__link" href={business.url} target="_blank" rel="noopener noreferrer">
            {business.title}
          </a>
        </h3>
        {business.description ? <p className="business-card__text">{business.description}</p> : null}
      </div>
    </article>
  )
}

/**
 * TRAINER-11 (OQ-11: shown for any trainer with businesses): the first business featured, the next four shown,
 * and with more than five a toggle that reveals (and hides again) the rest.
 */
export function TrainerBusinesses({ businesses }: { businesses: TrainerBusiness[] }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const { featured, shown, more } = businessesLayout(businesses)
  if (!featured) return null
  return (
    <section className="trainer-section trainer-businesses" aria-labelledby="trainer-businesses-title">
      <h2 id="trainer-businesses-title" className="trainer-section__title">
        {t('trainer.businesses.title')}
      </h2>
      <BusinessCard business={featured} featured />
      {shown.length > 0 ? (
        <ul className="trainer-businesses__grid">
          {shown.map((business) => (
            <li key={business.url}>
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      ) : null}
      {more.length > 0 ? (
        <>
          <ul id={moreId} className="trainer-businesses__grid" hidden={!expanded}>
            {more.map((business) => (
              <li key={business.url}>
                <BusinessCard business={business} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--outline trainer-businesses__toggle"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('trainer.businesses.less') : t('trainer.businesses.more')}
          </button>
        </>
      ) : null}
    </section>
  )
}
