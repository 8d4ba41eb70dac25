import type { ProductListItem } from '../../model/entities/shop'

/** The stickers a product card can show, in the order they stand on the card. */
export type ProductSticker = 'sale' | 'hit' | 'new'

/**
 * SHOP-06: sale when there is an old price above the price, hit when `is_hit` is set; OQ-45: novelty from the
 * explicit `is_new` flag.
 */
export function productStickers(product: Pick<ProductListItem, 'price' | 'old_price' | 'is_hit' | 'is_new'>): ProductSticker[] {
  const stickers: ProductSticker[] = []
  if (product.old_price !== null && product.price < product.old_price) stickers.push('sale')
  if (product.is_hit) stickers.push('hit')
  if (product.is_new) stickers.push('new')
  return stickers
}
