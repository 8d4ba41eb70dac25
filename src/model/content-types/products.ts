/**
 * Shop products as staff edit them (issue 42 "products with options and props", ENTITY-08, BE-04, BE-05): prices in
 * minor units of the product's own currency (the API converts them, BE-03), photos in order; options and props are
 * edited beside the item (item-parts.ts).
 */
import type { ContentTypeDeclaration } from '../content-types.ts'
import { PRODUCT_TYPES } from '../entities/shop.ts'
import { CURRENCY, PRICE, SEO, SLUG } from './shared-fields.ts'

export const PRODUCTS = {
  fields: {
    slug: SLUG,
    type: { kind: 'enum', required: true, values: PRODUCT_TYPES },
    currency: CURRENCY,
    price: PRICE,
    old_price: { kind: 'integer', nullable: true, min: 0, max: 10 ** 12, notBelow: 'price' },
    is_hit: { kind: 'boolean' },
    is_new: { kind: 'boolean' },
    title: { kind: 'text', translated: true, required: true, max: 300 },
    subtitle: { kind: 'text', translated: true, max: 300 },
    short_description: { kind: 'text', translated: true, max: 1000 },
    description: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
    description_second: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
    ...SEO,
  },
  relations: { images: { target: 'images', max: 20 } },
  publicPath: (slug: string) => `/shop/${slug}`,
  editor: 'texts',
} as const satisfies ContentTypeDeclaration
