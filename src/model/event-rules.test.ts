import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import type { CityEntity } from './entities/reference'
import type { Office, SitePhone } from './api'
import { bannerPlace, eventDuration, eventPrice, eventTimeZone, isPurchasable, managerPhone, showsLeaders } from './event-rules'

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
    // The same dates in Bishkek (02:00–05:00 there) are one day: the answers kept are kept per zone (issue 43.3).
    expect(eventDuration({ date_from: '2026-11-20T20:00:00Z', date_to: '2026-11-20T23:00:00Z', city: bishkek })).toEqual({
      unit: 'hours',
      count: 3,
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

  describe('OQ-04: the manager phone', () => {
    const office = (id: number, city_id: number | null, phone: string, phone_display = phone): Office => ({
      id,
      city_id,
      city_name: `City ${id}`,
      phone,
      phone_display,
      schedule: '',
      address: '',
      legal_details: '',
      coords: '',
    })
    const phones: SitePhone[] = [
      { region: 'KG', phone: '+996555100200', display: '+996 555 100 200' },
      { region: 'KZ', phone: '+77273500600', display: '+7 727 350 06 00' },
    ]
    const offices = [
      office(1, 9, '+998712005060', '+998 71 200 50 60'),
      office(2, 1, '+77273500600', '+7 727 350 0600'),
      office(3, null, '+74951204050'),
    ]

    it('is the phone of the office in the event city, as the API writes it (issue 23)', () => {
      expect(managerPhone({ city: bishkek }, { offices, phones })).toEqual({ phone: '+77273500600', display: '+7 727 350 0600' })
      expect(managerPhone({ city: { ...bishkek, id: 9 } }, { offices, phones })).toEqual({
        phone: '+998712005060',
        display: '+998 71 200 50 60',
      })
    })

    it('falls back to the main phone without a city, or with no office there, or an office without a phone', () => {
      const main = { phone: '+996555100200', display: '+996 555 100 200' }
      expect(managerPhone({ city: null }, { offices, phones })).toEqual(main)
      expect(managerPhone({ city: { ...bishkek, id: 5 } }, { offices, phones })).toEqual(main)
      expect(managerPhone({ city: bishkek }, { offices: [office(2, 1, '')], phones })).toEqual(main)
    })

    it('is null when the site has no phone at all', () => {
      expect(managerPhone({ city: { ...bishkek, id: 5 } }, { offices, phones: [] })).toBeNull()
    })
  })
})
