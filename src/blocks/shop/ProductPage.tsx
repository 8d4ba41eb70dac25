import { Breadcrumbs } from '../../components/Breadcrumbs'
import { HydrateWhenNear } from '../../components/HydrateWhenNear'
import { useLanguage } from '../../components/layout/use-language'
import { useShellData } from '../../components/layout/use-shell-data'
import { OrderForm } from '../../components/order-form/OrderForm'
import { useOrderForm } from '../../components/order-form/use-order-form'
import { lazyPart } from '../../components/lazy-part'
import { useT } from '../../i18n/intl'
import { chosenOption } from '../../model/product-rules'
import { canonicalUrl } from '../../model/site-urls'
import type { ProductPageData } from './load-product'
import { PRODUCT_BLOCK_IDS } from './product-blocks'
import { ProductGallery } from './ProductGallery'
import { ProductPriceBlock } from './ProductPriceBlock'
import { ProductSummary } from './ProductSummary'

const ReviewsSlider = lazyPart(() => import('../../components/sliders/ReviewsSlider').then((module) => module.ReviewsSlider))
const ProductTexts = lazyPart(() => import('./ProductTexts').then((module) => module.ProductTexts))
const ProductsSlider = lazyPart(() => import('../home/ProductsSlider').then((module) => module.ProductsSlider))

/**
 * `/shop/{slug}` (PRODUCT-01…10): breadcrumbs, gallery, summary with the options, the sticky price block, the
 * description and useful info, reviews, the buy form and related products. One buy-form machine holds the chosen
 * option: the options above, the price block and the order below all follow it.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const t = useT()
  const language = useLanguage()
  const { siteUrl } = useShellData()
  const { product } = data
  const { view, send, start, emailLocked } = useOrderForm({ optionIds: product.options.map((option) => option.uuid) }, 'products', async (api) =>
    (await import('./create-product-order')).createProductOrderActor(api, product.uuid),
  )
  const optionId = view.values.optionId
  const option = chosenOption(product, optionId)
  return (
    <article className="product-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t('shop.title'), to: '/shop' }, { label: product.title }]} />
      </div>
      <div className="product-page__top container">
        <ProductGallery product={product} />
        <ProductSummary
          product={product}
          url={canonicalUrl(siteUrl, language, `/shop/${product.slug}`)}
          reviewCount={data.reviewCount}
          optionId={optionId}
          onChoose={(value) => send({ type: 'form.change', field: 'optionId', value })}
        />
        <ProductPriceBlock product={product} optionId={optionId} />
      </div>
      <HydrateWhenNear className="product-page__later">
        <ProductTexts product={product} />
      </HydrateWhenNear>
      <HydrateWhenNear className="product-page__later">
        <div id={PRODUCT_BLOCK_IDS.reviews} className="product-page__reviews">
          <ReviewsSlider reviews={data.reviews} about={product.uuid} />
        </div>
      </HydrateWhenNear>
      <section className="event-booking event-booking--form container" id={PRODUCT_BLOCK_IDS.buy} aria-labelledby="product-buy-title">
        <div className="event-booking__card buy-form">
          <h2 className="event-booking__title" id="product-buy-title">
            {t('product.buy.title')}
          </h2>
          <p className="buy-form__lead">
            {option ? t('product.buy.lead_option', { title: product.title, option: option.title }) : t('product.buy.lead', { title: product.title })}
          </p>
          <OrderForm view={view} send={send} onFocus={start} emailLocked={emailLocked} />
        </div>
      </section>
      <HydrateWhenNear className="product-page__later">
        <ProductsSlider products={data.related ?? []} title={t('product.related.title')} className="related-products" />
      </HydrateWhenNear>
    </article>
  )
}
