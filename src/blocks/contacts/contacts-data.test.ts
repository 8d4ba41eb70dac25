import { describe, expect, it } from 'vitest'
import type { ContactsEntity, Office } from '../../model/api'
import { contactsView, isAllowedMapEmbed, OTHER_OFFICES_LIMIT } from './contacts-data'

function office(id: number, address: string): Office {
  return { id, city_id: null, city_name: `City ${id}`, phone: '+996555000000', phone_display: '+996 555 000 000', schedule: '9–18', address, legal_details: '', coords: '' }
}

function contacts(offices: Office[]): ContactsEntity {
  return {
    offices,
    socials: [],
    phones: [
      { region: 'KG', phone: '+996555100200', display: '+996 555 100 200' },
      { region: 'KZ', phone: '+77273500600', display: '+7 727 350 06 00' },
    ],
    messengers: [],
    email: '',
    json_data: {},
  }
}

describe('contactsView (CONTACTS-01…03)', () => {
  it('CONTACTS-01/02: the first phone is the main one and the first office is the head office', () => {
    const view = contactsView(contacts([office(1, 'A'), office(2, 'B')]))
    expect(view.mainPhone?.phone).toBe('+996555100200')
    expect(view.headOffice?.id).toBe(1)
    expect(view.otherOffices.map((o) => o.id)).toEqual([2])
  })

  it('CONTACTS-03: other offices need an address and stop at 99', () => {
    const many = Array.from({ length: 150 }, (_, i) => office(i + 2, i % 10 === 0 ? ' ' : `Street ${i}`))
    const view = contactsView(contacts([office(1, ''), ...many]))
    expect(view.headOffice?.id).toBe(1)
    expect(view.otherOffices).toHaveLength(OTHER_OFFICES_LIMIT)
    expect(view.otherOffices.every((o) => o.address.trim() !== '')).toBe(true)
    expect(view.otherOffices[0]?.id).toBe(3)
  })

  it('no offices: nothing to show', () => {
    expect(contactsView(contacts([]))).toMatchObject({ headOffice: undefined, otherOffices: [] })
  })
})

describe('isAllowedMapEmbed (CONTACTS-02)', () => {
  it('accepts the map providers the CSP frames and nothing else', () => {
    expect(isAllowedMapEmbed('<iframe src="https://yandex.ru/map-widget/v1/?ll=1,2" title="map"></iframe>')).toBe(true)
    expect(isAllowedMapEmbed('<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>')).toBe(true)
    expect(isAllowedMapEmbed('<iframe src=""></iframe>')).toBe(false)
    expect(isAllowedMapEmbed('<iframe src="https://evil.example/"></iframe>')).toBe(false)
    expect(isAllowedMapEmbed('')).toBe(false)
  })
})
