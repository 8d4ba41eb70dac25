import { describe, expect, it } from 'vitest'
import { deskDayEnd, deskDayOf, deskDayStart, deskMinuteOf, storedInstant } from './desk-days'

describe("the desk filters' days are Moscow's (OQ-21)", () => {
  it('starts a day at midnight Moscow time, 21:00 UTC the day before, and ends it at the next midnight', () => {
    expect(storedInstant(deskDayStart('2026-12-01'))).toBe('2026-11-30T21:00:00.000Z')
    expect(storedInstant(deskDayEnd('2026-12-01'))).toBe('2026-12-01T21:00:00.000Z')
    expect(storedInstant(deskDayEnd('2026-12-31'))).toBe('2026-12-31T21:00:00.000Z')
  })

  it('has no day the calendar has not', () => {
    for (const day of ['2026-02-30', '2026-13-01', 'yesterday', '2026-1-1']) {
      expect(deskDayStart(day), day).toBeNull()
      expect(deskDayEnd(day), day).toBeNull()
    }
  })

  it("names an instant's day as Moscow does: 22:30 UTC is the next day's 01:30", () => {
    expect(deskDayOf(Date.parse('2026-11-30T20:59:59.999Z'))).toBe('2026-11-30')
    expect(deskDayOf(Date.parse('2026-11-30T22:30:00.000Z'))).toBe('2026-12-01')
  })

  it("writes an instant for the exports in Moscow time to the minute: 22:30 UTC is the next day's 01:30 (issue 41)", () => {
    expect(deskMinuteOf('2026-11-30T22:30:00.000Z')).toBe('2026-12-01 01:30')
    expect(deskMinuteOf('2026-01-12T10:05:59.999Z')).toBe('2026-01-12 13:05')
    expect(deskMinuteOf('not a time')).toBe('not a time')
  })
})
