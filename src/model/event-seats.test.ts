import { describe, expect, it } from 'vitest'
import { FEW_SEATS_LEFT, SEAT_HOLD_LIMIT_MS, SEAT_HOLD_MS, seatAvailability, seatCounts, seatHeldUntil } from './event-seats'

describe('event seats (issue 44 "Seats", BE-15)', () => {
  it('BE-15: no limit is unlimited; none left is sold out; up to FEW_SEATS_LEFT is few; more is available', () => {
    expect(seatAvailability(null)).toBe('unlimited')
    expect(seatAvailability(0)).toBe('sold_out')
    expect(seatAvailability(-2)).toBe('sold_out')
    expect(seatAvailability(1)).toBe('few')
    expect(seatAvailability(FEW_SEATS_LEFT)).toBe('few')
    expect(seatAvailability(FEW_SEATS_LEFT + 1)).toBe('available')
  })

  it('BE-15: free seats are the seats less sold and held, never below 0; unlimited stays null', () => {
    expect(seatCounts(10, 3, 2)).toEqual({ seats: 10, sold: 3, held: 2, free: 5 })
    expect(seatCounts(4, 3, 2)).toEqual({ seats: 4, sold: 3, held: 2, free: 0 })
    expect(seatCounts(null, 7, 1)).toEqual({ seats: null, sold: 7, held: 1, free: null })
  })

  it('BE-15: a hold ends SEAT_HOLD_MS after it starts, stored as a UTC ISO instant', () => {
    const created = new Date(Date.UTC(2031, 0, 1, 10, 0)).toISOString()
    expect(seatHeldUntil(Date.parse(created), created)).toBe(new Date(Date.UTC(2031, 0, 1, 10, 0) + SEAT_HOLD_MS).toISOString())
  })

  it('BE-15 (issue 44): a renewed hold never reaches past SEAT_HOLD_LIMIT_MS after the order was made', () => {
    const created = '2031-01-01T10:00:00.000Z'
    const at = (minutes: number) => Date.parse(created) + minutes * 60_000
    expect(SEAT_HOLD_LIMIT_MS).toBeGreaterThan(SEAT_HOLD_MS)
    expect(seatHeldUntil(at(20), created)).toBe('2031-01-01T10:50:00.000Z')
    expect(seatHeldUntil(at(45), created)).toBe('2031-01-01T11:00:00.000Z')
    expect(seatHeldUntil(at(600), created)).toBe('2031-01-01T11:00:00.000Z')
  })
})
