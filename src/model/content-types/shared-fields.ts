/** Fields several content types declare alike (issue 42): SEO texts and flag, the slug, a price and its currency, a programme's texts. */
import type { ContentField } from '../content-types.ts'
import { CURRENCIES } from '../currencies.ts'

export const SEO = {
  seo_title: { kind: 'text', translated: true, max: 300 },
  seo_description: { kind: 'text', translated: true, max: 1000 },
  seo_keywords: { kind: 'text', translated: true, max: 500 },
  seo_noindex: { kind: 'boolean' },
} as const satisfies Record<string, ContentField>

export const SLUG = { kind: 'slug', required: true, max: 200 } as const satisfies ContentField

/** The currency an item's amounts are in: an event's, a course's (its options carry the amounts), a product's, a salary's. */
export const CURRENCY = { kind: 'enum', required: true, values: CURRENCIES } as const satisfies ContentField

/** A price in minor units of the item's currency. */
export const PRICE = { kind: 'integer', required: true, min: 0, max: 10 ** 12 } as const satisfies ContentField

/** The texts of an event's or an online course's page: title, card text, the two descriptions, who it is for. */
export const PROGRAMME_TEXTS = {
  title: { kind: 'text', translated: true, required: true, max: 300 },
  short_description: { kind: 'text', translated: true, max: 1000 },
  description: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
  description_second: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
  for_who: { kind: 'rich', translated: true, max: 50_000, itemOnly: true },
} as const satisfies Record<string, ContentField>
