/**
 * The search rules of the events list (EVENTS-02…07, EVENTS-11, API-21, OQ-13, OQ-14, OQ-21, OQ-48): what the
 * page keeps of its query string, which month it shows, and the list call that follows from both.
 *
 * Months are computed in Europe/Moscow with Temporal (OQ-21), never in the zone of the machine that renders.
 */
import { Temporal } from '@js-temporal/polyfill'
import {
  EVENT_FORMATS,
  EVENT_ORDERS,
  EVENT_THEMES,
  EVENT_TYPES,
  type EventFormat,
  type EventOrder,
  type EventTheme,
  type EventType,
} from './events'
import { PAGE_SIZES } from './page-sizes'
import { oneOf, pageNumber, pageParam, routeSearch, skipFor, slugParam, withFilter, withoutUndefined } from './search-params'

/** OQ-21: the zone of the month range. */
export const EVENTS_MONTH_TIME_ZONE = 'Europe/Moscow'

/** The query keys of the events page (EVENTS-04, OQ-14). Left-out keys are "no filter". */
export interface EventsSearch {
  page?: number
  order_by?: EventOrder
  /** YYYY-MM (EVENTS-05: missing or invalid → the current month). */
  date?: string
  format?: EventFormat
  theme?: EventTheme
  type?: EventType
  trainers_slug?: string
}

export type EventsSearchKey = keyof EventsSearch

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/**
 * The years a `date` may name (EVENTS-05). Outside them a month is invalid, so it is the current month: year 0
 * made a month range the API refuses (a 500), and 9999-12 a next-month link to the year +010000.
 */
export const EVENTS_FIRST_YEAR = 2000
export const EVENTS_LAST_YEAR = 2100

/** A `date` value as the page keeps it: a real YYYY-MM month within the accepted years, otherwise nothing (EVENTS-05). */
export function monthParam(value: unknown): string | undefined {
  const year = typeof value === 'string' ? MONTH.exec(value)?.[1] : undefined
  return year !== undefined && Number(year) >= EVENTS_FIRST_YEAR && Number(year) <= EVENTS_LAST_YEAR
    ? (value as string)
    : undefined
}

/**
 * `validateSearch` of the events routes: keeps what it understands and drops the rest (EVENTS-11: a bad `page`
 * is page 1 and left out). `event_theme` is an alias of `theme` (OQ-13: the home theme row's links filter).
 */
export function parseEventsSearch(raw: Record<string, unknown>): EventsSearch {
  const search: EventsSearch = {
    page: pageParam(raw.page),
    order_by: oneOf(EVENT_ORDERS, raw.order_by),
    date: monthParam(raw.date),
    format: oneOf(EVENT_FORMATS, raw.format),
    theme: oneOf(EVENT_THEMES, raw.theme) ?? oneOf(EVENT_THEMES, raw.event_theme),
    type: oneOf(EVENT_TYPES, raw.type),
    trainers_slug: slugParam(raw.trainers_slug),
  }
  return withoutUndefined(search)
}

/** The keys of the events page's search (EVENTS-04, OQ-14). */
export const EVENTS_SEARCH_KEYS = ['page', 'order_by', 'date', 'format', 'theme', 'type', 'trainers_slug'] as const satisfies
  readonly EventsSearchKey[]

/**
 * `validateSearch` of the events routes: every key present, undefined when dropped, so the raw query cannot leak
 * through the router's merge (EVENTS-11: `?page=abc` → no `page`; OQ-13: `event_theme` → `theme`).
 */
export const routeEventsSearch = routeSearch<EventsSearch & { event_theme?: undefined }>(
  EVENTS_SEARCH_KEYS,
  parseEventsSearch,
  ['event_theme'],
)

/** The events search after one filter changes (page 1 again, `undefined` removes it). */
export function changeSearch<K extends EventsSearchKey>(search: EventsSearch, key: K, value: EventsSearch[K]): EventsSearch {
  return withFilter(search, key, value)
}

/** The month that holds `now` in Europe/Moscow. */
export function currentMonth(now: Temporal.Instant): Temporal.PlainYearMonth {
  const zoned = now.toZonedDateTimeISO(EVENTS_MONTH_TIME_ZONE)
  return Temporal.PlainYearMonth.from({ year: zoned.year, month: zoned.month })
}

/** EVENTS-05: the `date` month, or the current month when it is missing. */
export function selectedMonth(date: string | undefined, now: Temporal.Instant): Temporal.PlainYearMonth {
  return date ? Temporal.PlainYearMonth.from(date) : currentMonth(now)
}

/** `2026-11`: a month as the `date` key writes it. */
export function monthKey(month: Temporal.PlainYearMonth): string {
  return month.toString()
}

/** EVENTS-07: the first and the last instant of a month in Europe/Moscow, as UTC ISO strings (both inclusive). */
export function monthRange(month: Temporal.PlainYearMonth): { from: string; to: string } {
  const start = month.toPlainDate({ day: 1 }).toZonedDateTime({ timeZone: EVENTS_MONTH_TIME_ZONE })
  const nextStart = start.add({ months: 1 })
  return {
    from: start.toInstant().toString(),
    to: nextStart.toInstant().subtract({ milliseconds: 1 }).toString(),
  }
}

/** OQ-48: previous and next move from the selected month; 'current' is the month of today. */
export interface MonthSwitch {
  previous: string
  current: string
  next: string
  selected: string
  /** The selected month is the month of today. */
  isCurrent: boolean
}

export function monthSwitch(selected: Temporal.PlainYearMonth, now: Temporal.Instant): MonthSwitch {
  const today = currentMonth(now)
  return {
    previous: monthKey(selected.subtract({ months: 1 })),
    current: monthKey(today),
    next: monthKey(selected.add({ months: 1 })),
    selected: monthKey(selected),
    isCurrent: Temporal.PlainYearMonth.compare(selected, today) === 0,
  }
}

/** EVENTS-06, OQ-48: the current and future months list only events still to come; a past month lists all. */
export function onlyFuture(selected: Temporal.PlainYearMonth, now: Temporal.Instant): boolean {
  return Temporal.PlainYearMonth.compare(selected, currentMonth(now)) >= 0
}

/** The list call of the events page (API-21, EVENTS-07, OQ-14, OQ-48). */
export interface EventsListCall {
  skip: number
  limit: number
  expand: 'images'
  order_by: EventOrder
  date_from_after: string
  date_from_before: string
  event_mode?: 'future'
  format?: EventFormat
  theme?: EventTheme
  type?: EventType
  trainers_slug?: string
}

export function eventsListCall(search: EventsSearch, now: Temporal.Instant): EventsListCall {
  const month = selectedMonth(search.date, now)
  const range = monthRange(month)
  const limit = PAGE_SIZES.events
  const call: EventsListCall = {
    skip: skipFor(pageNumber(search.page), limit),
    limit,
    expand: 'images',
    order_by: search.order_by ?? 'date_from',
    date_from_after: range.from,
    date_from_before: range.to,
    ...listFilters(search),
  }
  if (onlyFuture(month, now)) call.event_mode = 'future'
  return call
}

/** The format, theme, type and trainer filters of the search, as the list call takes them. */
function listFilters(search: EventsSearch): Pick<EventsListCall, 'format' | 'theme' | 'type' | 'trainers_slug'> {
  const filters: Pick<EventsListCall, 'format' | 'theme' | 'type' | 'trainers_slug'> = {}
  if (search.format) filters.format = search.format
  if (search.theme) filters.theme = search.theme
  if (search.type) filters.type = search.type
  if (search.trainers_slug) filters.trainers_slug = search.trainers_slug
  return filters
}

/** The call that finds the first event still to come after the selected month, with the page's filters. */
export type NextEventCall = Omit<EventsListCall, 'date_from_before' | 'expand'>

/**
 * EVENTS-08: when the selected month has nothing, the page names the nearest month that has (a theme from home
 * or a trainer's 'all events' otherwise lands on an empty current month with events a month later). This call
 * finds that month's first event: one row, in date order, still to come, after the selected month.
 */
export function nextEventCall(search: EventsSearch, now: Temporal.Instant): NextEventCall {
  const after = monthRange(selectedMonth(search.date, now).add({ months: 1 })).from
  return { skip: 0, limit: 1, order_by: 'date_from', event_mode: 'future', date_from_after: after, ...listFilters(search) }
}

/** The month (the `date` key, in Europe/Moscow as the month range, OQ-21) an ISO instant falls in. */
export function monthOfInstant(instant: string): string {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(EVENTS_MONTH_TIME_ZONE)
  return monthKey(Temporal.PlainYearMonth.from({ year: zoned.year, month: zoned.month }))
}
