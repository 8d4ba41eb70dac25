/**
 * The options of an event, a product or an online course as staff edit them (issue 42 "Events with options, prices",
 * "products with options", "online courses with options", issue 44 "Seats", BE-04, BE-15): one mechanism, and per kind
 * one declaration of what its option has besides titles and prices.
 */
import type { Currency } from './currencies'
import type { SeatCounts } from './event-seats'
import type { Language } from './languages'

export interface OptionKindDeclaration {
  /** Its options may have a number of seats (null: unlimited). */
  seats: boolean
  /** Its options name an icon by a key (ENTITY-09, OQ-45: a book's digital / printed / audio edition). */
  key: boolean
}

/** Events sell seats; a product's option names its icon; a course's option is a title and a price. */
export const OPTION_KINDS = {
  events: { seats: true, key: false },
  products: { seats: false, key: true },
  online_courses: { seats: false, key: false },
} as const satisfies Record<string, OptionKindDeclaration>

export type OptionKind = keyof typeof OPTION_KINDS
export const OPTION_KIND_NAMES = Object.keys(OPTION_KINDS) as OptionKind[]

export function isOptionKind(value: string): value is OptionKind {
  return Object.hasOwn(OPTION_KINDS, value)
}

/** Titles (and prop texts) per language; ru is required, the site falls back to it. */
export type OptionTitles = { ru: string } & Partial<Record<Exclude<Language, 'ru'>, string>>

/** An option as the desk lists it: prices in minor units of the item's currency; seats and key where its kind has them. */
export interface StaffItemOption {
  uuid: string
  position: number
  titles: Record<Language, string>
  price_amount: number
  old_price_amount: number | null
  /** Events: null is unlimited. */
  seats?: number | null
  /** Events: seats sold, held and free. */
  counts?: SeatCounts
  /** Products: the icon's key. */
  key?: string
  version: number
  /** Orders pointing at the option (it cannot be deleted while there are any). */
  orders: number
}

/** The options of one item, with what the desk shows of the item. */
export interface StaffItemOptions {
  kind: OptionKind
  item: { uuid: string; slug: string; title: string; currency: Currency }
  rows: StaffItemOption[]
}

/** A new option, or an option saved over `version` (required on update: a stale one answers 409). */
export interface ItemOptionWriteBody {
  titles: OptionTitles
  price_amount: number
  old_price_amount: number | null
  position: number
  /** Only of a kind with seats (null: unlimited; left out: unlimited). */
  seats?: number | null
  /**
   * Only of a kind with keys, and required there.
   * @maxLength 50
   */
  key?: string
  version?: number
}

export interface ItemPartDeleteBody {
  version: number
}

/** Titles are this long at most. */
export const OPTION_TITLE_MAX = 200

/** Prices, positions and seats stay within this (minor units: 2,147,483,647 is ~21 million roubles). */
const INTEGER_MAX = 2_147_483_647

/** An option key: lower-case Latin letters, digits, `-` and `_`. */
const OPTION_KEY = /^[a-z0-9_-]{1,50}$/

export type FieldErrors = Record<string, string[]>

export const wholeNumber = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= INTEGER_MAX

/** Errors of texts per language (`titles.ru`): ru required, each at most `max` characters. */
export function textErrors(errors: FieldErrors, path: string, texts: OptionTitles, max: number): void {
  const add = (at: string, key: string) => (errors[at] = [...(errors[at] ?? []), key])
  if (texts.ru.trim() === '') add(`${path}.ru`, 'forms.errors.required')
  for (const [language, text] of Object.entries(texts)) if (text !== undefined && text.length > max) add(`${path}.${language}`, 'api.errors.length')
}

/** Every field error of an option write of a kind; an empty object when it may be stored. Keys name the body's path. */
export function itemOptionFieldErrors(kind: OptionKind, body: ItemOptionWriteBody): FieldErrors {
  const declaration: OptionKindDeclaration = OPTION_KINDS[kind]
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  textErrors(errors, 'titles', body.titles, OPTION_TITLE_MAX)
  if (!wholeNumber(body.price_amount)) add('price_amount', 'admin.errors.amount_format')
  if (body.old_price_amount !== null) {
    if (!wholeNumber(body.old_price_amount)) add('old_price_amount', 'admin.errors.amount_format')
    else if (body.old_price_amount <= body.price_amount) add('old_price_amount', 'admin.event_options.old_price_not_higher')
  }
  if (!wholeNumber(body.position)) add('position', 'admin.errors.whole_from_zero')
  if (body.seats !== undefined && body.seats !== null) {
    if (!declaration.seats) add('seats', 'forms.errors.invalid')
    else if (!wholeNumber(body.seats)) add('seats', 'admin.errors.whole_from_zero')
  }
  if (declaration.key) {
    if (body.key === undefined || body.key.trim() === '') add('key', 'forms.errors.required')
    else if (!OPTION_KEY.test(body.key.trim())) add('key', 'admin.errors.option_key_format')
  } else if (body.key !== undefined) add('key', 'forms.errors.invalid')
  return errors
}
