/**
 * What each card renders, and nothing more (issue 4 speed, HOME-01…12). A page that server-renders cards dehydrates
 * its loader data into the HTML, so the home page keeps of each API row only the fields its card shows: the
 * `to…CardData` projections below. A full API row satisfies every card type, so pages that pass whole rows keep
 * working unchanged.
 */
import type { EventListItem, PriceOption, TrainerListItem } from '../../model/entities/events'
import type { NewsListItem } from '../../model/entities/publications'
import type { CityEntity } from '../../model/entities/reference'
import type { ProductListItem } from '../../model/entities/shop'
import { firstExpandedImage, type CardImage } from './expanded-image'

/** A card's gallery as the API gives it (uuids, or renditions with `expand=images`); a card shows only the first. */
export type CardImages = readonly (string | CardImage)[]

/** EventCard: cover, type, date in the city's zone, title and link, place, price 'from' (HOME-04, EVENTS-01). */
export type EventCardData = Pick<EventListItem, 'uuid' | 'slug' | 'title' | 'type' | 'format' | 'date_from' | 'price' | 'currency'> & {
  image: CardImage | null
  images: CardImages
  city: Pick<CityEntity, 'title' | 'time_zone'> | null
  options: readonly Pick<PriceOption, 'price'>[]
}

/** ProductCard: picture, stickers, type, title and link, subtitle, price and old price (HOME-11, SHOP-06). */
export type ProductCardData = Pick<
  ProductListItem,
  'uuid' | 'slug' | 'title' | 'subtitle' | 'type' | 'price' | 'old_price' | 'currency' | 'is_hit' | 'is_new'
> & { images: CardImages }

/** TrainerCard: photo, name and link, direction, competence excerpt (HOME-08, TRAINER-02). */
export type TrainerCardData = Pick<TrainerListItem, 'id' | 'slug' | 'full_name' | 'direction' | 'competence'> & {
  image: CardImage | null
  images: CardImages
}

/** NewsCard: date, title and link, short text (HOME-09, NEWS-04). */
export type NewsCardData = Pick<NewsListItem, 'uuid' | 'slug' | 'title' | 'date_publication' | 'short_description'>

/** The renditions of an image, without its uuid or anything else the row carried. */
export function toCardImage(image: CardImage): CardImage {
  return { small: image.small, medium: image.medium, large: image.large }
}

/**
 * The one picture a card draws: its own `image` when it has one (and then no gallery), else the first expanded
 * gallery image alone. Cards pick `image ?? firstExpandedImage(images)`, which this keeps as it was.
 */
function cardPicture(row: { image: CardImage | null; images: CardImages }): { image: CardImage | null; images: CardImage[] } {
  if (row.image) return { image: toCardImage(row.image), images: [] }
  return { image: null, images: cardGallery(row.images) }
}

/** A gallery cut to its first expanded image (all a card shows), or empty. */
function cardGallery(images: CardImages): CardImage[] {
  const first = firstExpandedImage(images)
  return first ? [toCardImage(first)] : []
}

export function toEventCardData(event: EventCardData): EventCardData {
  return {
    uuid: event.uuid,
    slug: event.slug,
    title: event.title,
    type: event.type,
    format: event.format,
    date_from: event.date_from,
    price: event.price,
    currency: event.currency,
    ...cardPicture(event),
    city: event.city ? { title: event.city.title, time_zone: event.city.time_zone } : null,
    options: event.options.map((option) => ({ price: option.price })),
  }
}

export function toProductCardData(product: ProductCardData): ProductCardData {
  return {
    uuid: product.uuid,
    slug: product.slug,
    title: product.title,
    subtitle: product.subtitle,
    type: product.type,
    price: product.price,
    old_price: product.old_price,
    currency: product.currency,
    is_hit: product.is_hit,
    is_new: product.is_new,
    images: cardGallery(product.images),
  }
}

export function toTrainerCardData(trainer: TrainerCardData): TrainerCardData {
  return {
    id: trainer.id,
    slug: trainer.slug,
    full_name: trainer.full_name,
    direction: trainer.direction,
    competence: trainer.competence,
    ...cardPicture(trainer),
  }
}

export function toNewsCardData(news: NewsCardData): NewsCardData {
  return {
    uuid: news.uuid,
    slug: news.slug,
    title: news.title,
    date_publication: news.date_publication,
    short_description: news.short_description,
  }
}
