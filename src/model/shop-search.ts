/**
 * The query string of the shop (SHOP-01…03, VALID-09, OQ-15): what `/shop` keeps of its search and the list call
 * that follows from it.
 */
import type { ProductsQuery } from './api-contract/queries'
import { DEFAULT_PRODUCT_ORDER, PRODUCT_ORDERS, PRODUCT_TYPES, type ProductOrder, type ProductType } from './entities/shop'
import { PAGE_SIZES } from './page-sizes'
import { oneOf, pageParam, routeSearch, withoutUndefined } from './search-params'

/** The query keys of `/shop`; a left-out key is "all types" or the default order (`-created`). */
export interface ShopSearch {
  page?: number
  type?: ProductType
  order_by?: ProductOrder
}

export type ShopSearchKey = keyof ShopSearch

/** `validateSearch` of `/shop`: unknown types and orders are dropped, a non-numeric page is page 1 (SHOP-02). */
export function parseShopSearch(raw: Record<string, unknown>): ShopSearch {
  return withoutUndefined({
    page: pageParam(raw.page),
    type: oneOf(PRODUCT_TYPES, raw.type),
    order_by: oneOf(PRODUCT_ORDERS, raw.order_by),
  })
}

export const routeShopSearch = routeSearch<ShopSearch>(['page', 'type', 'order_by'], parseShopSearch)

/** The search after a filter changes: the new value (undefined for "all" or the default) and page 1. */
export function changeShopSearch<K extends ShopSearchKey>(search: ShopSearch, key: K, value: ShopSearch[K]): ShopSearch {
  const next: ShopSearch = { ...search, [key]: value }
  if (key !== 'page') delete next.page
  return withoutUndefined(next)
}

/** SHOP-03: 20 products after `skip`, images expanded, in the chosen order, of the chosen type when there is one. */
export function productsQuery(search: ShopSearch, skip: number): ProductsQuery {
  return withoutUndefined({
    skip,
    limit: PAGE_SIZES.products,
    expand: 'images' as const,
    order_by: search.order_by ?? DEFAULT_PRODUCT_ORDER,
    type: search.type,
  })
}
