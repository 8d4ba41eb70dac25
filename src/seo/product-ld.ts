/** schema.org `Product` with its `Offer`s (issue 27 §2): prices in the currency the visitor sees. */
import type { ProductEntity } from '../model/entities/shop'
import { majorPrice } from './event-ld'

export interface ProductLdContext {
  /** The product page's absolute address. */
  url: string
  /** An absolute address for an image path. */
  absolute: (path: string) => string
  /** The shop that sells it. */
  seller: { name: string; url: string }
}

function images(product: ProductEntity, absolute: (path: string) => string): string[] {
  return product.images.flatMap((image) => (typeof image === 'object' && (image.large || image.medium) ? [absolute(image.large || image.medium)] : []))
}

/** One Offer a purchasable variant (each option, else the product), in `product.currency`, the visitor's currency. */
export function productLd(product: ProductEntity, context: ProductLdContext): Record<string, unknown> {
  const offerOf = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: majorPrice(price),
    priceCurrency: product.currency,
    availability: 'https://schema.org/InStock',
    url: context.url,
    seller: { '@type': 'Organization', name: context.seller.name, url: context.seller.url },
  })
  const offers = product.options.length > 0 ? product.options.map((option) => offerOf(option.price, option.title)) : [offerOf(product.price)]
  const pictures = images(product, context.absolute)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.short_description ? { description: product.short_description } : {}),
    url: context.url,
    sku: product.uuid,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    offers,
  }
}
