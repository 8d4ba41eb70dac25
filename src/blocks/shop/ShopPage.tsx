import { Breadcrumbs } from '../../components/Breadcrumbs'
import { ProductCard } from '../../components/cards/ProductCard'
import { Pagination } from '../../components/pagination/Pagination'
import { ShowMore } from '../../components/pagination/ShowMore'
import { useLoadMore } from '../../components/pagination/use-load-more'
import { useT } from '../../i18n/intl'
import type { ListResponse } from '../../model/api'
import type { ProductListItem } from '../../model/entities/shop'
import type { ShopSearch } from '../../model/shop-search'
import { ShopFilters } from './ShopFilters'

export interface ShopPageProps {
  search: ShopSearch
  /** The page of the address, as the loader fetched it. */
  initial: ListResponse<ProductListItem>
  /** The next 20 products after `skip` (SHOP-03). */
  load: (skip: number) => Promise<ListResponse<ProductListItem>>
}

/**
 * `/shop` (SHOP-01…06): breadcrumbs, heading, type filter and sort, the product grid with stickers, 'load more'
 * (the shared load-more machine: stale answers dropped, no double loads, a failure only logged) and the pages.
 */
export function ShopPage({ search, initial, load }: ShopPageProps) {
  const t = useT()
  const { rows, meta, firstSkip, listRef, showMore } = useLoadMore({ initial, load: (skip) => load(skip) })
  return (
    <div className="shop-page container">
      <Breadcrumbs items={[{ label: t('shop.title') }]} />
      <h1 className="shop-page__title">{t('shop.title')}</h1>
      <ShopFilters search={search} />
      {rows.length === 0 ? (
        <p className="shop-page__empty" role="status">
          {t('shop.empty')}
        </p>
      ) : (
        <ul ref={listRef} className="shop-page__grid" aria-label={t('shop.list.label')}>
          {/* The first screen holds two rows of two on a phone and a row of four on a desktop: the largest paint is one of them. */}
          {rows.map((product, index) => (
            <li key={product.uuid}>
              <ProductCard product={product} headingLevel={2} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore {...showMore} />
      <Pagination meta={meta} firstSkip={firstSkip} />
    </div>
  )
}
