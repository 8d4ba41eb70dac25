import { Carousel } from '../../components/carousel/Carousel'
import type { ProductCardData } from '../../components/cards/card-data'
import { ProductCard } from '../../components/cards/ProductCard'
import { useT } from '../../i18n/intl'
import { PageSection } from '../../components/section-head/PageSection'

/** HOME-11: a slider of 16 products (two on phones, three from 768 px, four from 1200 px) and 'all' to /shop. */
export function ProductsSlider({ products }: { products: readonly ProductCardData[] }) {
  const t = useT()
  return (
    <PageSection title={t('home.products.title')} className="home-products" all={{ to: '/shop', label: t('home.products.all') }}>
      <Carousel label={t('home.products.cards')} perView={{ base: 2, md: 3, lg: 4 }}>
        {products.map((product) => (
          <ProductCard key={product.uuid} product={product} />
        ))}
      </Carousel>
    </PageSection>
  )
}
