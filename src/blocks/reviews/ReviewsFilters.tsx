import { useId } from 'react'
import { useT } from '../../i18n/intl'
import { REVIEW_ENTITY_TYPES } from '../../model/entities/shop'
import { DEFAULT_REVIEW_PAGE_ORDER, REVIEW_PAGE_ORDERS, type ReviewsSearch } from './reviews-search'

export interface ReviewsFiltersProps {
  search: ReviewsSearch
  onChange: (key: 'entity_type' | 'order_by', value: string) => void
}

/** REVIEWS-03/04: the sort dropdown (newest / oldest, OQ-22) and the type dropdown (every review entity type). */
export function ReviewsFilters({ search, onChange }: ReviewsFiltersProps) {
  const t = useT()
  const id = useId()
  return (
    <div className="reviews-filters" role="group" aria-label={t('reviews.filters.label')}>
      <div className="reviews-filters__field">
        <label htmlFor={`${id}-order`}>{t('reviews.filters.order')}</label>
        <select
          id={`${id}-order`}
          className="reviews-filters__select"
          value={search.order_by ?? DEFAULT_REVIEW_PAGE_ORDER}
          onChange={(event) => onChange('order_by', event.target.value)}
        >
          {REVIEW_PAGE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`reviews.order.${order === 'created' ? 'oldest' : 'newest'}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="reviews-filters__field">
        <label htmlFor={`${id}-type`}>{t('reviews.filters.type')}</label>
        <select
          id={`${id}-type`}
          className="reviews-filters__select"
          value={search.entity_type ?? ''}
          onChange={(event) => onChange('entity_type', event.target.value)}
        >
          <option value="">{t('reviews.type.all')}</option>
          {REVIEW_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`reviews.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
