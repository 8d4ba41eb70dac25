import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import type { EventEntity } from '../model/entities/events'
import { eventLd, majorPrice, withOffset } from './event-ld'

const image = { uuid: 'i1', small: '/m/i1/s.svg', medium: '/m/i1/m.svg', large: '/m/i1/l.svg' }
const base: EventEntity = {
  uuid: 'e1',
  slug: 'leader-camp',
  type: 'TRAINING',
  format: 'OFFLINE',
  theme: 'BUSINESS',
  title: 'Leader camp',
  short_description: 'Three days of leadership',
  description: '<p>x</p>',
  description_second: '',
  for_who: '',
  image_id: 'i1',
  image,
  images: [image],
  date_from: '2026-12-05T04:00:00Z',
  date_to: '2026-12-07T12:00:00Z',
  age_restriction: 18,
  city_slug: 'bishkek',
  city: { id: 1, slug: 'bishkek', title: 'Bishkek', time_zone: 'Asia/Bishkek', country: { value: 'KG', title: 'Kyrgyzstan' } },
  address: '',
  price: 1250050,
  currency: 'KGS',
  options: [
    { uuid: 'o1', title: 'Standard', price: 1250050, old_price: null },
    { uuid: 'o2', title: 'VIP', price: 3000000, old_price: 3500000 },
  ],
  trainers: [{ id: 7, slug: 'aliev', full_name: 'Aibek Aliev', direction: 'Sales', image_id: null, image: null }],
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  seo_noindex: false,
}
const context = {
  url: 'https://example.org/en/events/i/leader-camp',
  trainerUrl: (slug: string) => `https://example.org/en/trainers/${slug}`,
  absolute: (path: string) => `https://example.org${path}`,
  organizer: { name: 'Vershina', url: 'https://example.org/en' },
  now: Temporal.Instant.from('2026-11-20T00:00:00Z'),
}

describe('schema.org Event (issue 4 JSON-LD)', () => {
  it('writes dates with the offset of the event city (OQ-21) and prices as decimals', () => {
    expect(withOffset('2026-12-05T04:00:00Z', 'Asia/Bishkek')).toBe('2026-12-05T10:00:00+06:00')
    expect(majorPrice(1250050)).toBe('12500.5')
  })

  it('an offline event: Place with address, offline mode, one offer per option, trainers as Person', () => {
    const ld = eventLd(base, context)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Leader camp',
      description: 'Three days of leadership',
      startDate: '2026-12-05T10:00:00+06:00',
      endDate: '2026-12-07T18:00:00+06:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://example.org/m/i1/l.svg'],
      location: {
        '@type': 'Place',
        name: 'Bishkek',
        address: { '@type': 'PostalAddress', addressLocality: 'Bishkek', addressCountry: 'KG' },
      },
      performer: [{ '@type': 'Person', name: 'Aibek Aliev', url: 'https://example.org/en/trainers/aliev' }],
    })
    expect(ld.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Standard', price: '12500.5', priceCurrency: 'KGS', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ name: 'VIP', price: '30000', priceCurrency: 'KGS' }),
    ])
  })

  it('the venue address is the street address of the Place (OQ-04)', () => {
    const ld = eventLd({ ...base, address: '95 Kievskaya St., Orion business centre' }, context)
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Bishkek',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '95 Kievskaya St., Orion business centre',
        addressLocality: 'Bishkek',
        addressCountry: 'KG',
      },
    })
  })

  it('an online event: VirtualLocation at the page address, Moscow time without a city', () => {
    const ld = eventLd({ ...base, format: 'ONLINE', city: null, options: [], price: 9900, currency: 'USD' }, context)
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: context.url })
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(ld.startDate).toBe('2026-12-05T07:00:00+03:00')
    expect(ld.offers).toEqual([expect.objectContaining({ price: '99', priceCurrency: 'USD' })])
  })

  it('a mixed event has both locations; a past one is sold out', () => {
    const ld = eventLd({ ...base, format: 'MIXED' }, { ...context, now: Temporal.Instant.from('2027-01-01T00:00:00Z') })
    expect(ld.location).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: context.url }])
    expect(ld.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect((ld.offers as Array<{ availability: string }>)[0]?.availability).toBe('https://schema.org/SoldOut')
  })
})
