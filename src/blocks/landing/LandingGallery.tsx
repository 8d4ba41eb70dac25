import { Carousel } from '../../components/carousel/Carousel'
import { Picture } from '../../components/Picture'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'

/** ABOUT-05, CLUB-02: a gallery slider of the page's images; nothing when there are none (OQ-04). */
export function LandingGallery({ images, label, perView = { base: 1, md: 2, lg: 3 } }: { images: ImageEntity[]; label: string; perView?: { base: number; md?: number; lg?: number } }) {
  const t = useT()
  if (images.length === 0) return null
  const { width, height } = IMAGE_DIMENSIONS.medium
  return (
    <div className="landing-gallery">
      <Carousel label={label} perView={perView}>
        {images.map((image, index) => (
          // Each photo opens in full size; the link also lets the keyboard reach and scroll the track.
          <a key={image.uuid} href={image.large} className="landing-gallery__link" target="_blank" rel="noopener">
            <Picture
              className="landing-gallery__image"
              images={image}
              alt={t('landing.gallery.photo', { number: index + 1, count: images.length })}
              width={width}
              height={height}
            />
          </a>
        ))}
      </Carousel>
    </div>
  )
}
