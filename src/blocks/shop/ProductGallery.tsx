import { Carousel } from '../../components/carousel/Carousel'
import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'
import type { ProductEntity } from '../../model/entities/shop'

/** PRODUCT-01: the product's pictures in a slider (embla) with a thumbnail a picture, the first loaded at once (the page's largest paint); hidden when it has none. */
export function ProductGallery({ product }: { product: ProductEntity }) {
  const t = useT()
  const images = product.images.filter((image): image is ImageEntity => typeof image === 'object' && image !== null)
  if (images.length === 0) return null
  const large = IMAGE_DIMENSIONS.large
  const small = IMAGE_DIMENSIONS.small
  return (
    <div className="product-gallery">
      <Carousel
        label={t('product.gallery', { title: product.title })}
        focusableTrack
        thumbnails={images.map((image) => (
          <Picture key={image.uuid} images={{ small: image.small }} alt="" width={small.width} height={small.height} />
        ))}
      >
        {images.map((image, index) => (
          <Picture
            key={image.uuid}
            images={image}
            alt={t('product.image', { title: product.title, number: index + 1 })}
            width={large.width}
            height={large.height}
            className="product-gallery__picture"
            {...(index === 0 ? { loading: 'eager', fetchPriority: 'high' } : {})}
          />
        ))}
      </Carousel>
    </div>
  )
}
