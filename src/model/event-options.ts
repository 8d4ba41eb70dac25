/** An event's options as staff edit them (issue 42 "Events with options, prices", issue 44 "Seats", BE-04, BE-15). */
import type { Currency } from './currencies'
import type { SeatCounts } from './event-seats'
import type { Language } from './languages'

/** An option's title per language; ru is required, the site falls back to it. */
export type EventOptionTitles = { ru: string } & Partial<Record<Exclude<Language, 'ru'>, string>>

/** An option as the desk lists it: prices in minor units of the event's currency; its seats sold, held and free. */
export interface StaffEventOption {
  uuid: string
  position: number
  titles: Record<Language, string>
  price_amount: number
  old_price_amount: number | null
  /** null: unlimited. */
  seats: number | null
  version: number
  counts: SeatCounts
  /** Orders pointing at the option (it cannot be deleted while there are any). */
  orders: number
}

/** The options of one event, with what the desk shows of the event. */
export interface StaffEventOptions {
  event: { uuid: string; slug: string; title: string; currency: Currency }
  rows: StaffEventOption[]
}

/** A new option, or an option saved over `version` (required on update: a stale one answers 409). */
export interface EventOptionWriteBody {
  titles: EventOptionTitles
  price_amount: number
  old_price_amount: number | null
  position: number
  seats: number | null
  version?: number
}

export interface EventOptionDeleteBody {
  version: number
}

/** Titles are this long at most. */
export const OPTION_TITLE_MAX = 200

/** Prices, positions and seats stay within this (minor units: 2,147,483,647 is ~21 million roubles). */
const INTEGER_MAX = 2_147_483_647

type FieldErrors = Record<string, string[]>

const wholeNumber = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= INTEGER_MAX

/** Every field error of an option write; an empty object when it may be stored. Keys name the body's path. */
export function eventOptionFieldErrors(body: EventOptionWriteBody): FieldErrors {
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  if (body.titles.ru.trim() === '') add('titles.ru', 'forms.errors.required')
  for (const [language, title] of Object.entries(body.titles)) if (title !== undefined && title.length > OPTION_TITLE_MAX) add(`titles.${language}`, 'api.errors.length')
  if (!wholeNumber(body.price_amount)) add('price_amount', 'forms.errors.invalid')
  if (body.old_price_amount !== null) {
    if (!wholeNumber(body.old_price_amount)) add('old_price_amount', 'forms.errors.invalid')
    else if (body.old_price_amount <= body.price_amount) add('old_price_amount', 'admin.event_options.old_price_not_higher')
  }
  if (!wholeNumber(body.position)) add('position', 'forms.errors.invalid')
  if (body.seats !== null && !wholeNumber(body.seats)) add('seats', 'forms.errors.invalid')
  return errors
}
