import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import { EVENT_THEMES } from './events'
import {
  changeSearch,
  currentMonth,
  eventsListCall,
  EVENTS_FIRST_YEAR,
  EVENTS_LAST_YEAR,
  monthParam,
  monthRange,
  monthOfInstant,
  monthSwitch,
  nextEventCall,
  onlyFuture,
  parseEventsSearch,
  routeEventsSearch,
  selectedMonth,
} from './event-search'

// 2026-11-30 22:30 UTC is already 1 December in Moscow (UTC+3): the month is Moscow's, not UTC's (OQ-21).
const lateNovemberUtc = Temporal.Instant.from('2026-11-30T22:30:00Z')
const midNovember = Temporal.Instant.from('2026-11-15T12:00:00Z')

describe('events search: validateSearch (EVENTS-04, EVENTS-05, EVENTS-11, OQ-13, OQ-14)', () => {
  it('keeps known keys and drops bad pages and unknown values', () => {
    expect(
      parseEventsSearch({
        page: '3',
        order_by: '-date_from',
        date: '2026-02',
        format: 'ONLINE',
        theme: 'FINANCE',
        type: 'TRAINING',
        trainers_slug: 'ivan-petrov',
      }),
    ).toEqual({
      page: 3,
      order_by: '-date_from',
      date: '2026-02',
      format: 'ONLINE',
      theme: 'FINANCE',
      type: 'TRAINING',
      trainers_slug: 'ivan-petrov',
    })
    expect(
      parseEventsSearch({ page: 'abc', order_by: 'price', date: '2026-13', format: 'online', theme: 'COOKING', type: 1, x: 'y' }),
    ).toEqual({})
    expect(parseEventsSearch({ page: '1' })).toEqual({})
    expect(parseEventsSearch({ trainers_slug: 'Ivan Petrov' })).toEqual({})
  })

  it('reads event_theme as an alias of theme, theme winning when both are given (OQ-13)', () => {
    expect(parseEventsSearch({ event_theme: 'HEALTH' })).toEqual({ theme: 'HEALTH' })
    expect(parseEventsSearch({ event_theme: 'HEALTH', theme: 'SALES' })).toEqual({ theme: 'SALES' })
    expect(parseEventsSearch({ event_theme: 'NOPE' })).toEqual({})
  })

  it('keeps every theme as its own value: label key equals value (EVENTS-12, OQ-02)', () => {
    expect(EVENT_THEMES).toHaveLength(15)
    for (const theme of EVENT_THEMES) expect(parseEventsSearch({ theme })).toEqual({ theme })
  })

  it('gives the route every key, undefined when dropped, so the raw query cannot leak through (EVENTS-11)', () => {
    const search = routeEventsSearch({ page: 'abc', format: 'NOPE', event_theme: 'DEBT' })
    expect(Object.keys(search).sort()).toEqual(
      ['date', 'event_theme', 'format', 'order_by', 'page', 'theme', 'trainers_slug', 'type'].sort(),
    )
    expect({ ...{ page: 'abc', format: 'NOPE', event_theme: 'DEBT' }, ...search }).toStrictEqual({
      page: undefined,
      order_by: undefined,
      date: undefined,
      format: undefined,
      theme: 'DEBT',
      type: undefined,
      trainers_slug: undefined,
      event_theme: undefined,
    })
  })

  it('parses date as YYYY-MM only', () => {
    expect(monthParam('2026-01')).toBe('2026-01')
    expect(monthParam('2026-1')).toBeUndefined()
    expect(monthParam('2026-00')).toBeUndefined()
    expect(monthParam('2026-01-05')).toBeUndefined()
    expect(monthParam(202601)).toBeUndefined()
  })

  it('a year outside EVENTS_FIRST_YEAR…EVENTS_LAST_YEAR is invalid, so the current month (EVENTS-05)', () => {
    expect(monthParam(`${EVENTS_FIRST_YEAR}-01`)).toBe(`${EVENTS_FIRST_YEAR}-01`)
    expect(monthParam(`${EVENTS_LAST_YEAR}-12`)).toBe(`${EVENTS_LAST_YEAR}-12`)
    expect(monthParam('0000-01')).toBeUndefined()
    expect(monthParam('1999-12')).toBeUndefined()
    expect(monthParam('9999-12')).toBeUndefined()
    expect(parseEventsSearch({ date: '0000-01' })).toEqual({})
  })

  it('a changed filter goes back to page 1; undefined removes the filter', () => {
    const search = { page: 4, theme: 'SALES' as const, format: 'ONLINE' as const }
    expect(changeSearch(search, 'theme', 'HR')).toEqual({ theme: 'HR', format: 'ONLINE' })
    expect(changeSearch(search, 'format', undefined)).toEqual({ theme: 'SALES' })
    expect(changeSearch(search, 'page', 5)).toEqual({ page: 5, theme: 'SALES', format: 'ONLINE' })
  })
})

describe('events search: months in Europe/Moscow (EVENTS-05…07, OQ-21, OQ-48)', () => {
  it('takes the current month in Moscow, not in UTC', () => {
    expect(currentMonth(lateNovemberUtc).toString()).toBe('2026-12')
    expect(selectedMonth(undefined, midNovember).toString()).toBe('2026-11')
    expect(selectedMonth('2025-03', midNovember).toString()).toBe('2025-03')
  })

  it('gives the month range from Moscow midnight to the last millisecond of the month', () => {
    expect(monthRange(Temporal.PlainYearMonth.from('2026-02'))).toEqual({
      from: '2026-01-31T21:00:00Z',
      to: '2026-02-28T20:59:59.999Z',
    })
    expect(monthRange(Temporal.PlainYearMonth.from('2026-12')).to).toBe('2026-12-31T20:59:59.999Z')
  })

  it('moves previous and next from the selected month; current is the month of today (OQ-48)', () => {
    expect(monthSwitch(Temporal.PlainYearMonth.from('2027-01'), midNovember)).toEqual({
      previous: '2026-12',
      current: '2026-11',
      next: '2027-02',
      selected: '2027-01',
      isCurrent: false,
    })
    expect(monthSwitch(Temporal.PlainYearMonth.from('2026-11'), midNovember).isCurrent).toBe(true)
  })

  it('lists only future events for the current and future months, everything for a past month (EVENTS-06)', () => {
    expect(onlyFuture(Temporal.PlainYearMonth.from('2026-11'), midNovember)).toBe(true)
    expect(onlyFuture(Temporal.PlainYearMonth.from('2026-12'), midNovember)).toBe(true)
    expect(onlyFuture(Temporal.PlainYearMonth.from('2026-10'), midNovember)).toBe(false)
  })
})

describe('events search: the list call (API-21, EVENTS-07, OQ-14, OQ-48)', () => {
  it('asks for 24 a page of the selected month with images, the order and the filters', () => {
    expect(
      eventsListCall(
        { page: 3, order_by: '-date_from', date: '2026-10', format: 'OFFLINE', theme: 'HR', type: 'FORUM', trainers_slug: 'kim' },
        midNovember,
      ),
    ).toEqual({
      skip: 48,
      limit: 24,
      expand: 'images',
      order_by: '-date_from',
      date_from_after: '2026-09-30T21:00:00Z',
      date_from_before: '2026-10-31T20:59:59.999Z',
      format: 'OFFLINE',
      theme: 'HR',
      type: 'FORUM',
      trainers_slug: 'kim',
    })
  })

  it('defaults to the current month sorted by date, future events only', () => {
    expect(eventsListCall({}, midNovember)).toEqual({
      skip: 0,
      limit: 24,
      expand: 'images',
      order_by: 'date_from',
      date_from_after: '2026-10-31T21:00:00Z',
      date_from_before: '2026-11-30T20:59:59.999Z',
      event_mode: 'future',
    })
  })
})

describe('the nearest month with events, for an empty month (EVENTS-08)', () => {
  it('asks for the first event still to come after the selected month, with the same filters, sort and page left out', () => {
    const search = { date: '2026-12', theme: 'HEALTH', trainers_slug: 'kim', order_by: '-date_from', page: 2 } as const
    expect(nextEventCall(search, midNovember)).toEqual({
      skip: 0,
      limit: 1,
      order_by: 'date_from',
      event_mode: 'future',
      date_from_after: '2026-12-31T21:00:00Z',
      theme: 'HEALTH',
      trainers_slug: 'kim',
    })
    // Without a date: after the current month (Moscow's, OQ-21).
    expect(nextEventCall({}, lateNovemberUtc).date_from_after).toBe('2026-12-31T21:00:00Z')
  })

  it('names the month of an instant in Moscow time (OQ-21)', () => {
    expect(monthOfInstant('2026-12-31T21:30:00Z')).toBe('2027-01')
    expect(monthOfInstant('2026-12-31T20:30:00Z')).toBe('2026-12')
  })
})
