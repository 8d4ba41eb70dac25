import { useModal } from '../../components/app-providers'
import { useT } from '../../i18n/intl'
import type { ReviewEntityType } from '../../model/entities/shop'

export interface ReviewsBannerProps {
  /** Prefills the form when the list is filtered to a type / an item. */
  entityType?: ReviewEntityType
  entityId?: string
}

/** REVIEWS-02: the banner whose button opens the review-writing modal. */
export function ReviewsBanner({ entityType, entityId }: ReviewsBannerProps) {
  const t = useT()
  const modal = useModal()
  return (
    <section className="reviews-banner" aria-labelledby="reviews-banner-title">
      <div className="reviews-banner__text">
        <h2 id="reviews-banner-title" className="reviews-banner__title">
          {t('reviews.banner.title')}
        </h2>
        <p className="reviews-banner__lead">{t('reviews.banner.text')}</p>
      </div>
      <button
        type="button"
        className="button button--accent button--large reviews-banner__button"
        aria-haspopup="dialog"
        onClick={() =>
          modal.open('review-form', {
            ...(entityType ? { entity_type: entityType } : {}),
            ...(entityId ? { entity_id: entityId } : {}),
          })
        }
      >
        {t('reviews.banner.write')}
      </button>
    </section>
  )
}
