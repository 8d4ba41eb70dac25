import { describe, expect, it } from 'vitest'
import { publishTimeOf } from './content-editing'

describe('publish now or at a time (issue 42)', () => {
  const now = Date.parse('2026-11-29T10:00:00Z')

  it('no time publishes now; a time to come is the instant it names, written as toISOString does (stored times compare as text)', () => {
    expect(publishTimeOf(undefined, now)).toBeNull()
    expect(publishTimeOf('2026-11-30T10:00+06:00', now)).toBe('2026-11-30T04:00:00.000Z')
    expect(publishTimeOf('2026-11-29T10:00:00.001Z', now)).toBe('2026-11-29T10:00:00.001Z')
  })

  it('now, a past time or something that is no time is refused', () => {
    for (const value of ['2026-11-29T10:00:00Z', '2026-11-29T15:59+06:00', 'tomorrow', '']) expect(publishTimeOf(value, now), value).toBeUndefined()
  })
})
