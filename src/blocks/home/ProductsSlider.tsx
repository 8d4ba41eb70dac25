import { Carousel } from '../../components/carousel/Carousel'
import type { ProductCardData } from '../../components/cards/card-data'
import { ProductCard } from '../../components/cards/ProductCard'
import { useT } from '../../i18n/intl'
import { PageSection } from '../../components/section-head/PageSection'

export interface ProductsSliderProps {
  products: readonly ProductCardData[]
  /** The section's heading; the home page's by default. */
  title?: string
  className?: string
}

/**
 * HOME-11, PRODUCT-09: a slider of products (two on phones, three from 768 px, four from 1200 px) and 'all' to
 * /shop; nothing when there are none.
 */
export function ProductsSlider({ products, title, className = 'home-products' }: ProductsSliderProps) {
  const t = useT()
  if (products.length === 0) return null
  const heading = title ?? t('home.products.title')
  return (
    <PageSection title={heading} className={className} all={{ to: '/shop', label: t('home.products.all') }}>
      <Carousel label={title ?? t('home.products.cards')} perView={{ base: 2, md: 3, lg: 4 }}>
        {products.map((product) => (
          <ProductCard key={product.uuid} product={product} />
        ))}
      </Carousel>
    </PageSection>
  )
}
