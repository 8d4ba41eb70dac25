import { describe, expect, it } from 'vitest'
import { eventPrice, eventTimeZone } from '../../model/event-rules'
import { toEventCardData, toNewsCardData, toProductCardData, toTrainerCardData } from './card-data'
import { EVENT_ROW, imageRow, NEWS_ROW, PRODUCT_ROW, TRAINER_ROW } from './card-rows.fixture'
import { eventCover, firstExpandedImage } from './expanded-image'

const renditions = (uuid: string) => {
  const { small, medium, large } = imageRow(uuid)
  return { small, medium, large }
}

/** Every key of a value, nested ones as `a.b`, array items as `a[].b`: what the dehydrated JSON carries. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${prefix ? '.' : ''}${key}`, ...keyPaths(inner, `${prefix}${prefix ? '.' : ''}${key}`)])
}

const unique = (paths: string[]) => [...new Set(paths)].sort()

describe('toEventCardData (issue 4 speed, HOME-04)', () => {
  it('keeps exactly what EventCard renders: no SEO fields, trainers, texts, ids of images, option titles or country', () => {
    expect(unique(keyPaths(toEventCardData(EVENT_ROW)))).toEqual(
      unique([
        'uuid', 'slug', 'title', 'type', 'format', 'date_from', 'price', 'currency',
        'image', 'image.small', 'image.medium', 'image.large', 'images',
        'city', 'city.title', 'city.time_zone', 'options', 'options[].price',
      ]),
    )
  })

  it('keeps the cover alone when there is one, and otherwise only the first gallery image', () => {
    expect(toEventCardData(EVENT_ROW)).toMatchObject({ image: renditions('cover'), images: [] })
    const withoutCover = toEventCardData({ ...EVENT_ROW, image: null })
    expect(withoutCover.image).toBeNull()
    expect(withoutCover.images).toStrictEqual([renditions('gallery-1')])
    expect(eventCover(withoutCover)).toStrictEqual(renditions('gallery-1'))
    expect(toEventCardData({ ...EVENT_ROW, image: null, images: ['uuid-only'] }).images).toStrictEqual([])
  })

  it('draws the same card: cover, time zone and the price "from" the lowest option', () => {
    const card = toEventCardData(EVENT_ROW)
    expect(eventCover(card)).toStrictEqual(renditions('cover'))
    expect(eventTimeZone(card)).toBe(eventTimeZone(EVENT_ROW))
    expect(eventPrice(card)).toStrictEqual(eventPrice(EVENT_ROW))
    expect(eventPrice(card)).toStrictEqual({ amount: 287100, currency: 'USD', from: true })
    expect(toEventCardData({ ...EVENT_ROW, city: null }).city).toBeNull()
  })
})

describe('toProductCardData (HOME-11, SHOP-06)', () => {
  it('keeps exactly what ProductCard renders: no options, short description, creation date or image ids', () => {
    expect(unique(keyPaths(toProductCardData(PRODUCT_ROW)))).toEqual(
      unique([
        'uuid', 'slug', 'title', 'subtitle', 'type', 'price', 'old_price', 'currency', 'is_hit', 'is_new',
        'images', 'images[].small', 'images[].medium', 'images[].large',
      ]),
    )
  })

  it('keeps the first picture only, and the values the stickers and prices read', () => {
    const card = toProductCardData(PRODUCT_ROW)
    expect(card.images).toStrictEqual([renditions('product-1')])
    expect(card).toMatchObject({ price: 1564, old_price: 2000, is_hit: true, is_new: false, currency: 'USD' })
    expect(toProductCardData({ ...PRODUCT_ROW, images: [] }).images).toStrictEqual([])
  })
})

describe('toTrainerCardData (HOME-08, TRAINER-02)', () => {
  it('keeps exactly what TrainerCard renders: no social links, small description or image ids', () => {
    expect(unique(keyPaths(toTrainerCardData(TRAINER_ROW)))).toEqual(
      unique(['id', 'slug', 'full_name', 'direction', 'competence', 'image', 'images', 'images[].small', 'images[].medium', 'images[].large']),
    )
  })

  it('keeps the photo the card picks: its own image, else the first of the gallery', () => {
    const card = toTrainerCardData(TRAINER_ROW)
    expect(card.image ?? firstExpandedImage(card.images)).toStrictEqual(renditions('photo-1'))
    const withImage = toTrainerCardData({ ...TRAINER_ROW, image: imageRow('own') })
    expect(withImage).toMatchObject({ image: renditions('own'), images: [] })
    expect(card.competence).toBe(TRAINER_ROW.competence)
  })
})

describe('toNewsCardData (HOME-09, NEWS-04)', () => {
  it('keeps exactly what NewsCard renders: no SEO fields or tags', () => {
    expect(toNewsCardData(NEWS_ROW)).toStrictEqual({
      uuid: 'news-1',
      slug: 'sales-training-1',
      title: 'Sales training gathered 300 people',
      date_publication: '2026-10-28T09:00:00.000Z',
      short_description: 'Two days of practice.',
    })
  })
})
