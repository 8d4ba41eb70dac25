import { describe, expect, it } from 'vitest'
import type { SitePhone } from '../../model/api'
import { groupPhonesByRegion, primaryPhone, telHref } from './phones'

const phones: SitePhone[] = [
  { region: 'ABROAD', phone: '+74951204050', display: '+7 495 120 40 50' },
  { region: 'KG', phone: '+996555100200', display: '+996 555 100 200' },
  { region: 'KZ', phone: '+77273500600', display: '+7 727 350 06 00' },
  { region: 'KG', phone: '+996700100300', display: '+996 700 100 300' },
]

describe('groupPhonesByRegion (LAYOUT-01, LAYOUT-06)', () => {
  it('lists Kyrgyzstan, Kazakhstan, then abroad, keeping the order inside a region', () => {
    expect(groupPhonesByRegion(phones).map((group) => [group.region, group.phones.map((p) => p.phone)])).toEqual([
      ['KG', ['+996555100200', '+996700100300']],
      ['KZ', ['+77273500600']],
      ['ABROAD', ['+74951204050']],
    ])
  })

  it('leaves out regions without phones', () => {
    expect(groupPhonesByRegion([phones[2]!]).map((group) => group.region)).toEqual(['KZ'])
    expect(groupPhonesByRegion([])).toEqual([])
  })
})

describe('primaryPhone', () => {
  it('prefers the first Kyrgyzstan phone', () => {
    expect(primaryPhone(phones)?.phone).toBe('+996555100200')
  })
  it('falls back to the first phone, or nothing', () => {
    expect(primaryPhone([phones[0]!])?.phone).toBe('+74951204050')
    expect(primaryPhone([])).toBeUndefined()
  })
})

describe('telHref', () => {
  it('keeps the plus and the digits only', () => {
    expect(telHref('+7 (495) 120-40-50')).toBe('tel:+74951204050')
    expect(telHref('+996555100200')).toBe('tel:+996555100200')
  })
})
