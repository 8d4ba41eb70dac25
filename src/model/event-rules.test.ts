import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import type { CityEntity } from './entities/reference'
import { bannerPlace, eventDuration, eventPrice, eventTimeZone, isPurchasable, showsLeaders } from './event-rules'

const bishkek: CityEntity = {
  id: 1,
  slug: 'bishkek',
  title: 'Бишкек',
  time_zone: 'Asia/Bishkek',
  country: { value: 'KG', title: 'Кыргызстан' },
}
const now = Temporal.Instant.from('2026-11-15T12:00:00Z')
const option = (price: number) => ({ uuid: `o${price}`, title: `o${price}`, price, old_price: null })

describe('event rules', () => {
  it('EVENT-10: buyable while the end (date_to, else date_from) is in the future', () => {
    expect(isPurchasable({ date_from: '2026-11-10T10:00:00Z', date_to: '2026-11-20T10:00:00Z' }, now)).toBe(true)
    expect(isPurchasable({ date_from: '2026-11-10T10:00:00Z', date_to: '2026-11-14T10:00:00Z' }, now)).toBe(false)
    expect(isPurchasable({ date_from: '2026-11-16T10:00:00Z', date_to: null }, now)).toBe(true)
    expect(isPurchasable({ date_from: '2026-11-15T12:00:00Z', date_to: null }, now)).toBe(false)
  })

  it('EVENT-06: hours on one day in the event zone, otherwise inclusive calendar days', () => {
    // 10:00–18:00 Bishkek (UTC+6) on one day.
    expect(eventDuration({ date_from: '2026-11-20T04:00:00Z', date_to: '2026-11-20T12:00:00Z', city: bishkek })).toEqual({
      unit: 'hours',
      count: 8,
    })
    // 20:00–23:00 UTC is 23:00–02:00 in Moscow: two days there, although one day in UTC.
    expect(eventDuration({ date_from: '2026-11-20T20:00:00Z', date_to: '2026-11-20T23:00:00Z', city: null })).toEqual({
      unit: 'days',
      count: 2,
    })
    expect(eventDuration({ date_from: '2026-11-20T07:00:00Z', date_to: '2026-11-22T15:00:00Z', city: null })).toEqual({
      unit: 'days',
      count: 3,
    })
    // Under an hour still shows as 1 hour.
    expect(eventDuration({ date_from: '2026-11-20T07:00:00Z', date_to: '2026-11-20T07:20:00Z', city: null })).toEqual({
      unit: 'hours',
      count: 1,
    })
    expect(eventDuration({ date_from: '2026-11-20T07:00:00Z', date_to: null, city: null })).toBeNull()
  })

  it("EVENT-05: 'from' the lowest option with several options; the event price without options", () => {
    expect(eventPrice({ price: 5000, currency: 'USD', options: [option(9000), option(5000)] })).toEqual({
      amount: 5000,
      currency: 'USD',
      from: true,
    })
    expect(eventPrice({ price: 7000, currency: 'RUB', options: [option(7000)] })).toEqual({
      amount: 7000,
      currency: 'RUB',
      from: false,
    })
    expect(eventPrice({ price: 7000, currency: 'RUB', options: [] }).from).toBe(false)
  })

  it('EVENT-01: "country, city" only with a city and not ONLINE', () => {
    expect(bannerPlace({ city: bishkek, format: 'OFFLINE' })).toBe('Кыргызстан, Бишкек')
    expect(bannerPlace({ city: bishkek, format: 'MIXED' })).toBe('Кыргызстан, Бишкек')
    expect(bannerPlace({ city: bishkek, format: 'ONLINE' })).toBeNull()
    expect(bannerPlace({ city: null, format: 'OFFLINE' })).toBeNull()
  })

  it('OQ-21: the city zone, else Europe/Moscow', () => {
    expect(eventTimeZone({ city: bishkek })).toBe('Asia/Bishkek')
    expect(eventTimeZone({ city: null })).toBe('Europe/Moscow')
  })

  it('EVENT-08: leaders only with more than one trainer', () => {
    const trainer = { id: 1, slug: 'a', full_name: 'A', direction: '', image_id: null, image: null }
    expect(showsLeaders({ trainers: [trainer] })).toBe(false)
    expect(showsLeaders({ trainers: [trainer, { ...trainer, id: 2 }] })).toBe(true)
  })
})
