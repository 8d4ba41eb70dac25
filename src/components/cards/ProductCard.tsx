import { Picture } from '../Picture'
import { LocalizedLink } from '../layout/LocalizedLink'
import { Money } from '../Money'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS } from '../../model/entities/reference'
import type { ProductCardData } from './card-data'
import { firstExpandedImage } from './expanded-image'
import { productStickers } from './product-stickers'

export interface ProductCardProps {
  product: ProductCardData
  /** The card title's level in the page outline (2 on a list page, 3 inside a titled section). */
  headingLevel?: 2 | 3
  /** Eager image for a card above the fold: the list's largest paint (LCP) is its first picture. */
  eager?: boolean
}

/**
 * A product in the shop grid and sliders (HOME-11, SHOP-06): picture with the sale / hit / novelty stickers,
 * title, subtitle and the price with the crossed-out old price. The title links to the product page and the
 * link covers the whole card.
 */
export function ProductCard({ product, headingLevel = 3, eager = false }: ProductCardProps) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const cover = firstExpandedImage(product.images)
  const stickers = productStickers(product)
  const onSale = stickers.includes('sale')
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <article className="product-card">
      <div className="product-card__media">
        {cover ? <Picture images={cover} alt="" width={width} height={height} className="product-card__picture" loading={eager ? 'eager' : 'lazy'} /> : null}
        {stickers.length > 0 ? (
          <ul className="product-card__stickers">
            {stickers.map((sticker) => (
              <li key={sticker} className={`product-card__sticker product-card__sticker--${sticker}`}>
                {t(`cards.product.sticker.${sticker}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-card__body">
        <p className="product-card__type">{t(`cards.product.type.${product.type}`)}</p>
        <Heading className="product-card__title">
          <LocalizedLink to={`/shop/${product.slug}`} className="product-card__link">
            {product.title}
          </LocalizedLink>
        </Heading>
        {product.subtitle ? <p className="product-card__subtitle">{product.subtitle}</p> : null}
        <p className="product-card__price">
          <span className="visually-hidden">{t('cards.product.price_label')}: </span>
          <span className="product-card__amount"><Money amount={product.price} currency={product.currency} /></span>
          {onSale && product.old_price !== null ? (
            <>
              <span className="visually-hidden"> {t('cards.product.old_price_label')}: </span>
              <s className="product-card__old-amount"><Money amount={product.old_price} currency={product.currency} /></s>
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}
