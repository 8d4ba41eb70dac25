import { ShareOnAction } from '../../components/share/ShareOnAction'
import { useT } from '../../i18n/intl'
import type { ProductEntity } from '../../model/entities/shop'
import { OPTION_LEGEND, optionIcon } from '../../model/product-rules'
import { OptionPicker } from '../events/buy-form/OptionPicker'
import { ScrollButton } from '../events/ScrollButton'
import { OptionIcon } from './OptionIcon'
import { PRODUCT_BLOCK_IDS } from './product-blocks'

export interface ProductSummaryProps {
  product: ProductEntity
  /** The page's absolute address, for sharing. */
  url: string
  /** null when the count failed: the counter is left out. */
  reviewCount: number | null
  optionId: string
  onChoose: (optionId: string) => void
}

/**
 * PRODUCT-01…05: type, title, the review counter (to the reviews), share, the options labelled by the product type
 * with their icons (the first chosen at first), the props and the short description.
 */
export function ProductSummary({ product, url, reviewCount, optionId, onChoose }: ProductSummaryProps) {
  const t = useT()
  return (
    <div className="product-summary">
      <p className="product-summary__type">{t(`cards.product.type.${product.type}`)}</p>
      <h1 className="product-summary__title">{product.title}</h1>
      {product.subtitle ? <p className="product-summary__subtitle">{product.subtitle}</p> : null}
      <div className="product-summary__actions">
        {reviewCount !== null ? (
          <ScrollButton target={PRODUCT_BLOCK_IDS.reviews} className="product-summary__reviews">
            {t('product.reviews_count', { count: reviewCount })}
          </ScrollButton>
        ) : null}
        <ShareOnAction url={url} title={product.title} />
      </div>
      {product.options.length > 0 ? (
        <OptionPicker
          id="product-option"
          legend={t(OPTION_LEGEND[product.type])}
          options={product.options}
          currency={product.currency}
          chosen={optionId}
          onChoose={onChoose}
          icon={(option) => <OptionIcon name={optionIcon(option.key)} />}
        />
      ) : null}
      {product.props.length > 0 ? (
        <dl className="product-props">
          {product.props.map((prop) => (
            <div key={prop.uuid} className="product-props__row">
              <dt>{prop.title}</dt>
              <dd>{prop.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {product.short_description ? <p className="product-summary__lead">{product.short_description}</p> : null}
    </div>
  )
}
