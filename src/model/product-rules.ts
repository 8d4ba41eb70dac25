/** The product page's rules (PRODUCT-03, PRODUCT-06, PRODUCT-09, OQ-45): the chosen option, its price, related products. */
import type { ProductEntity, ProductListItem, ProductOption, ProductType } from './entities/shop'

/** The price a product page shows and the buy form orders: the chosen option's, else the product's own. */
export interface ProductPrice {
  price: number
  /** Crossed out only when it is above the price (SHOP-06). */
  old_price: number | null
}

type Priced = Pick<ProductEntity, 'price' | 'old_price' | 'options'>

/** The option of `optionId` among the product's own, or null (a product without options, an unknown id). */
export function chosenOption(product: Pick<ProductEntity, 'options'>, optionId: string | null | undefined): ProductOption | null {
  return product.options.find((option) => option.uuid === optionId) ?? null
}

/** PRODUCT-06: the chosen option's price, else the product's; an old price not above it is dropped. */
export function productPrice(product: Priced, optionId: string | null | undefined): ProductPrice {
  const source = chosenOption(product, optionId) ?? product
  return { price: source.price, old_price: source.old_price !== null && source.old_price > source.price ? source.old_price : null }
}

/** PRODUCT-03: what the options of a product type are called (a book's format, a game's edition, merchandise's size). */
export const OPTION_LEGEND: Record<ProductType, string> = {
  BOOK: 'product.options.BOOK',
  GAMES: 'product.options.GAMES',
  MERCH: 'product.options.MERCH',
}

/** PRODUCT-09: up to 16 other products, never the product itself. */
export function relatedProducts<Row extends Pick<ProductListItem, 'uuid'>>(rows: readonly Row[], productUuid: string, limit: number): Row[] {
  return rows.filter((row) => row.uuid !== productUuid).slice(0, limit)
}

/** The icons of option keys (OQ-45: a book's digital, printed and audio; a game's editions; sizes). */
export const OPTION_ICONS = ['printed', 'digital', 'audio', 'box', 'gift', 'size', 'tag'] as const
export type OptionIcon = (typeof OPTION_ICONS)[number]

/** PRODUCT-03: the icon of an option's `key`; a key the site has no picture for gets the plain tag. */
export function optionIcon(key: string): OptionIcon {
  if (key === 'box-deluxe') return 'gift'
  if (key.startsWith('size-')) return 'size'
  return (OPTION_ICONS as readonly string[]).includes(key) ? (key as OptionIcon) : 'tag'
}
