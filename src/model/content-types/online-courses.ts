/**
 * Online courses as staff edit them (issue 42 "online courses with options", ENTITY-27, BE-04, BE-05): the course's
 * currency (its options carry the prices, edited beside the item in item-parts.ts), trainers and photos in order.
 */
import type { ContentTypeDeclaration } from '../content-types.ts'
import { EVENT_THEMES, EVENT_TYPES } from '../events.ts'
import { CURRENCY, PROGRAMME_TEXTS, SEO, SLUG } from './shared-fields.ts'

export const ONLINE_COURSES = {
  fields: {
    slug: SLUG,
    theme: { kind: 'enum', required: true, values: EVENT_THEMES },
    type: { kind: 'enum', required: true, values: EVENT_TYPES },
    image_id: { kind: 'image', nullable: true },
    age_restriction: { kind: 'integer', nullable: true, min: 0, max: 99 },
    lessons_count: { kind: 'integer', required: true, min: 0, max: 10_000 },
    price_currency: CURRENCY,
    ...PROGRAMME_TEXTS,
    ...SEO,
  },
  relations: { trainers: { target: 'trainers', max: 20 }, images: { target: 'images', max: 20 } },
  publicPath: (slug: string) => `/online_school/courses/${slug}`,
  editor: 'texts',
} as const satisfies ContentTypeDeclaration
