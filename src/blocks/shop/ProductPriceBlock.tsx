import { telHref } from '../../components/layout/phones'
import { useShellData } from '../../components/layout/use-shell-data'
import { Money } from '../../components/Money'
import { useT } from '../../i18n/intl'
import type { ProductEntity } from '../../model/entities/shop'
import { managerPhone } from '../../model/event-rules'
import { productPrice } from '../../model/product-rules'
import { ScrollButton } from '../events/ScrollButton'
import { PRODUCT_BLOCK_IDS } from './product-blocks'

/**
 * PRODUCT-06, PRODUCT-10: the sticky price block: the chosen option's price (the old one crossed out on sale), the
 * checkout button that scrolls to the buy form and the managers' phone (OQ-04: the main contacts phone).
 */
export function ProductPriceBlock({ product, optionId }: { product: ProductEntity; optionId: string }) {
  const t = useT()
  const { contacts } = useShellData()
  const phone = contacts ? managerPhone({ city: null }, contacts) : null
  const { price, old_price } = productPrice(product, optionId)
  return (
    <aside className="product-price" aria-label={t('product.price.label')}>
      <p className="product-price__amounts" aria-live="polite">
        <span className="visually-hidden">{t('cards.product.price_label')}: </span>
        <span className="product-price__amount"><Money amount={price} currency={product.currency} /></span>
        {old_price !== null ? (
          <>
            <span className="visually-hidden"> {t('cards.product.old_price_label')}: </span>
            <s className="product-price__old"><Money amount={old_price} currency={product.currency} /></s>
          </>
        ) : null}
      </p>
      <ScrollButton target={PRODUCT_BLOCK_IDS.buy} className="button button--accent button--large product-price__checkout">
        {t('product.checkout')}
      </ScrollButton>
      {phone ? (
        <p className="product-price__phone">
          {t('product.manager_phone')}{' '}
          <a href={telHref(phone.phone)}>{phone.display}</a>
        </p>
      ) : null}
    </aside>
  )
}
