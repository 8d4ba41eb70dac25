import { useId } from 'react'
import { useT } from '../../i18n/intl'
import { PRODUCT_ORDERS, PRODUCT_TYPES, DEFAULT_PRODUCT_ORDER } from '../../model/entities/shop'
import { changeShopSearch, type ShopSearch } from '../../model/shop-search'
import { SearchLink } from '../../components/filters/SearchLink'

/** SHOP-01, SHOP-02: the type filter (all, BOOK, GAMES, MERCH) and the creation-date sort, as links to filtered addresses. */
export function ShopFilters({ search }: { search: ShopSearch }) {
  const t = useT()
  const typeId = useId()
  const sortId = useId()
  const order = search.order_by ?? DEFAULT_PRODUCT_ORDER
  return (
    <div className="shop-filters">
      <div className="shop-filters__row" role="group" aria-labelledby={typeId}>
        <span className="shop-filters__label" id={typeId}>
          {t('shop.filter.type')}
        </span>
        <SearchLink change={(latest) => changeShopSearch(latest, 'type', undefined)} current={!search.type} className="chip">
          {t('shop.filter.all')}
        </SearchLink>
        {PRODUCT_TYPES.map((type) => (
          <SearchLink key={type} change={(latest) => changeShopSearch(latest, 'type', type)} current={search.type === type} className="chip">
            {t(`shop.filter.${type}`)}
          </SearchLink>
        ))}
      </div>
      <div className="shop-filters__row" role="group" aria-labelledby={sortId}>
        <span className="shop-filters__label" id={sortId}>
          {t('shop.sort.label')}
        </span>
        {PRODUCT_ORDERS.map((value) => (
          <SearchLink
            key={value}
            // The default order leaves the key out.
            change={(latest) => changeShopSearch(latest, 'order_by', value === DEFAULT_PRODUCT_ORDER ? undefined : value)}
            current={value === order}
            className="chip"
          >
            {t(`shop.sort.${value}`)}
          </SearchLink>
        ))}
      </div>
    </div>
  )
}
