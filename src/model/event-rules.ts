/**
 * Rules of an event page and card that do not depend on the interface (EVENT-01, 05, 06, 10, OQ-21).
 * Instants are UTC ISO strings; calendar questions (same day?) are answered in the event's zone.
 */
import { Temporal } from '@js-temporal/polyfill'
import type { ContactsEntity, Office } from './api'
import type { EventEntity, EventListItem, PriceOption } from './entities/events'
import type { CityEntity } from './entities/reference'
import { boundedMemoByStrings } from './bounded-memo'
import { DEFAULT_TIME_ZONE } from './time-zones'

/** OQ-21: times show in the city's zone when it has one, otherwise in Europe/Moscow. */
export function eventTimeZone(event: { city: Pick<CityEntity, 'time_zone'> | null }): string {
  return event.city?.time_zone || DEFAULT_TIME_ZONE
}

const instant = (iso: string) => Temporal.Instant.from(iso)

/** EVENT-10: the moment after which the event can no longer be bought (its end, or its start without one). */
export function eventEnd(event: Pick<EventListItem, 'date_from' | 'date_to'>): string {
  return event.date_to ?? event.date_from
}

/** EVENT-10: an event can be bought while its end is in the future. */
export function isPurchasable(event: Pick<EventListItem, 'date_from' | 'date_to'>, now: Temporal.Instant): boolean {
  return Temporal.Instant.compare(instant(eventEnd(event)), now) > 0
}

export interface EventDuration {
  unit: 'hours' | 'days'
  count: number
}

/**
 * EVENT-06: hours when the event starts and ends on the same day (in its zone), otherwise calendar days counted
 * inclusively (a Saturday-to-Sunday event is 2 days; never fewer than 1). Without `date_to` there is no duration.
 */
export function eventDuration(
  event: Pick<EventListItem, 'date_from' | 'date_to' | 'city'>,
): EventDuration | null {
  if (!event.date_to) return null
  // Kept by zone and dates: every card and page of the event asks again, and the polyfill's zone arithmetic is slow.
  return durationOf(eventTimeZone(event), event.date_from, event.date_to)
}

const durationOf = boundedMemoByStrings(1024, (zone: string, dateFrom: string, dateTo: string): Readonly<EventDuration> | null =>
  computedDuration(zone, dateFrom, dateTo),
)

function computedDuration(zone: string, dateFrom: string, dateTo: string): EventDuration | null {
  const start = instant(dateFrom).toZonedDateTimeISO(zone)
  const end = instant(dateTo).toZonedDateTimeISO(zone)
  if (Temporal.ZonedDateTime.compare(end, start) <= 0) return null
  const startDay = start.toPlainDate()
  const endDay = end.toPlainDate()
  if (Temporal.PlainDate.compare(startDay, endDay) === 0) {
    const minutes = end.since(start, { largestUnit: 'minutes' }).minutes
    return { unit: 'hours', count: Math.max(1, Math.round(minutes / 60)) }
  }
  const days = startDay.until(endDay, { largestUnit: 'days' }).days + 1
  return { unit: 'days', count: Math.max(1, days) }
}

/** EVENT-05: the price shown, with 'from' when the event has several options to choose between. */
export interface EventPriceDisplay {
  amount: number
  currency: EventListItem['currency']
  from: boolean
}

/** What the price needs of an event: its price, currency and the price of each option (a card keeps no more). */
export type EventPriceSource = Pick<EventListItem, 'price' | 'currency'> & { options: readonly Pick<PriceOption, 'price'>[] }

export function eventPrice(event: EventPriceSource): EventPriceDisplay {
  const prices = event.options.map((option) => option.price)
  const amount = prices.length > 0 ? Math.min(...prices) : event.price
  return { amount, currency: event.currency, from: event.options.length > 1 }
}

/**
 * EVENT-01: the banner's place, "country, city", only when the event has a city and is not ONLINE; null
 * otherwise. A country without a title gives the city alone.
 */
export function bannerPlace(event: Pick<EventListItem, 'city' | 'format'>): string | null {
  if (!event.city || event.format === 'ONLINE') return null
  return [event.city.country?.title, event.city.title].filter(Boolean).join(', ') || null
}

/** A number to call and how it is written. */
export interface ShownPhone {
  phone: string
  display: string
}

/**
 * OQ-04: the manager phone of an event page: the phone of the office in the event's city, else the site's main
 * phone (the first of its phones, as on the contacts page, CONTACTS-01); null when there is neither.
 */
export function managerPhone(
  event: Pick<EventListItem, 'city'>,
  contacts: { offices: readonly Pick<Office, 'city_id' | 'phone' | 'phone_display'>[]; phones: ContactsEntity['phones'] },
): ShownPhone | null {
  const cityId = event.city?.id
  const office = cityId === undefined ? undefined : contacts.offices.find((item) => item.city_id === cityId && item.phone)
  if (office) return { phone: office.phone, display: office.phone_display }
  const [main] = contacts.phones
  return main ? { phone: main.phone, display: main.display } : null
}

/** EVENT-08: the leaders list shows only with more than one trainer. */
export function showsLeaders(event: Pick<EventEntity, 'trainers'>): boolean {
  return event.trainers.length > 1
}
