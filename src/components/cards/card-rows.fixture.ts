/**
 * Whole API rows as the list endpoints answer them with `expand=images` (every field filled), for the tests of the
 * card projections and of the home page's data.
 */
import type { EventListItem, TrainerListItem } from '../../model/entities/events'
import type { NewsListItem } from '../../model/entities/publications'
import type { ImageEntity, TagEntity } from '../../model/entities/reference'
import type { ProductListItem } from '../../model/entities/shop'

export function imageRow(uuid: string): ImageEntity {
  return { uuid, small: `/media/demo/${uuid}/small.svg`, medium: `/media/demo/${uuid}/medium.svg`, large: `/media/demo/${uuid}/large.svg` }
}

const seo = { seo_title: 'SEO title', seo_description: 'SEO description', seo_keywords: 'a, b', seo_noindex: false }

export const EVENT_ROW: EventListItem = {
  ...seo,
  uuid: 'event-1',
  slug: 'master-of-life',
  type: 'YEAR',
  format: 'MIXED',
  theme: 'EDUCATION',
  title: 'Master of life',
  short_description: 'A year with a mentor.',
  image_id: 'cover',
  image: imageRow('cover'),
  images: [imageRow('gallery-1'), imageRow('gallery-2')],
  date_from: '2026-11-08T10:00:00.000Z',
  date_to: '2027-11-07T10:00:00.000Z',
  age_restriction: 16,
  city_slug: 'astana',
  city: { id: 8, slug: 'astana', title: 'Astana', time_zone: 'Asia/Almaty', country: { value: 'KZ', title: 'Kazakhstan' } },
  price: 287100,
  currency: 'USD',
  options: [
    { uuid: 'option-1', title: 'Standard', price: 287100, old_price: null },
    { uuid: 'option-2', title: 'VIP', price: 410000, old_price: 450000 },
  ],
  trainers: [
    { id: 5, slug: 'aibek-nurlanov', full_name: 'Aibek Nurlanov', direction: 'Sales', image_id: 'trainer', image: imageRow('trainer') },
  ],
}

export const PRODUCT_ROW: ProductListItem = {
  uuid: 'product-1',
  slug: 'leader-without-title',
  title: 'Leader without a title',
  subtitle: 'How to lead without a position',
  short_description: 'A practical book.',
  type: 'BOOK',
  price: 1564,
  old_price: 2000,
  currency: 'USD',
  is_hit: true,
  is_new: false,
  images: [imageRow('product-1'), imageRow('product-2')],
  options: [{ uuid: 'printed', title: 'Printed', key: 'printed', price: 1564, old_price: null }],
  created: '2026-10-01T09:00:00.000Z',
}

export const TRAINER_ROW: TrainerListItem = {
  id: 6,
  slug: 'elena-volkova',
  full_name: 'Elena Volkova',
  direction: 'HR director',
  competence: '<p>Teams and <b>hiring</b></p>',
  small_description: 'Builds teams.',
  image_id: null,
  image: null,
  images: [imageRow('photo-1'), imageRow('photo-2')],
  social_media: { instagram: 'https://instagram.com/volkova' },
}

export const NEWS_ROW: NewsListItem = {
  ...seo,
  uuid: 'news-1',
  slug: 'sales-training-1',
  title: 'Sales training gathered 300 people',
  short_description: 'Two days of practice.',
  date_publication: '2026-10-28T09:00:00.000Z',
  tags: ['sales', 'negotiations'],
}

export const TAG_ROW: TagEntity = {
  id: 2,
  slug: 'sales',
  title: 'Sales',
  count_entities: { news: 3, articles: 1, events: 4, products: 0, trainers: 1, online_courses: 0 },
  total_count: 9,
}
