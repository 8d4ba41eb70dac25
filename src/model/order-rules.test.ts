import { describe, expect, it } from 'vitest'
import { accessEnd, needsDelivery, unchosenOption } from './order-rules'

describe('unchosenOption (BE-12, EVENT-12, COURSES-10)', () => {
  it('takes the item price when it has no options', () => {
    expect(unchosenOption({ price_amount: 100, option_count: 0, first_option_uuid: null })).toEqual({ use: 'item' })
  })
  it('requires a choice when an item with its own price has options (EVENT-12)', () => {
    expect(unchosenOption({ price_amount: 100, option_count: 1, first_option_uuid: 'a' })).toEqual({ use: 'none', reason: 'option_required' })
  })
  it('uses the one option of an item priced by options only, and requires a choice among several (COURSES-10)', () => {
    expect(unchosenOption({ price_amount: null, option_count: 1, first_option_uuid: 'a' })).toEqual({ use: 'option', uuid: 'a' })
    expect(unchosenOption({ price_amount: null, option_count: 2, first_option_uuid: 'a' })).toEqual({ use: 'none', reason: 'option_required' })
  })
  it('refuses an item with neither price nor options', () => {
    expect(unchosenOption({ price_amount: null, option_count: 0, first_option_uuid: null })).toEqual({ use: 'none', reason: 'unpriced' })
  })
})

describe('accessEnd (COURSES-11, CONST-08, BE-15)', () => {
  it('ends the same time 12 calendar months after the payment', () => {
    expect(accessEnd('2026-11-27T03:41:41.123Z', 12)).toBe('2027-11-27T03:41:41.123Z')
  })
  it('rolls a missing day into the next month, as SQLite does', () => {
    expect(accessEnd('2028-02-29T10:00:00.000Z', 12)).toBe('2029-03-01T10:00:00.000Z')
  })
})

describe('needsDelivery (PAY-07, OQ-45, issue 40.6)', () => {
  const book = { uuid: 'b', slug: 'book' }
  it('an electronic book is sent by mail: no delivery to arrange', () => {
    expect(needsDelivery([{ product: book, option_key: 'digital' }])).toBe(false)
  })
  it('a printed book, or a product without an option kind, is delivered', () => {
    expect(needsDelivery([{ product: book, option_key: 'printed' }])).toBe(true)
    expect(needsDelivery([{ product: book, option_key: null }])).toBe(true)
  })
  it('events and courses are never delivered', () => {
    expect(needsDelivery([{ event: book, option_key: null }])).toBe(false)
    expect(needsDelivery([{ online_course: book, option_key: null }])).toBe(false)
  })
})
