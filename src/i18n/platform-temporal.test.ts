import { Temporal as Polyfill } from '@js-temporal/polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureTemporal, Temporal } from './platform-temporal'

const host = globalThis as { Temporal?: unknown }
const before = host.Temporal

afterEach(() => {
  host.Temporal = before
})

describe('the browser Temporal (client build)', () => {
  it('keeps the platform Temporal when there is one and never loads the polyfill', async () => {
    const platform = { Instant: Polyfill.Instant, marker: 'platform' }
    host.Temporal = platform
    await ensureTemporal()
    expect(host.Temporal).toBe(platform)
    expect(Temporal.Instant.from('2026-01-15T09:00:00Z').toString()).toBe('2026-01-15T09:00:00Z')
  })

  it('installs the polyfill where the platform has none, and reads it at each use', async () => {
    delete host.Temporal
    expect(() => Temporal.Now).toThrow(/ensureTemporal/)
    await ensureTemporal()
    expect(host.Temporal).toBe(Polyfill)
    const date = Temporal.PlainDate.from('2026-03-01')
    expect(date instanceof Temporal.PlainDate).toBe(true)
    expect(date.subtract({ days: 1 }).toString()).toBe('2026-02-28')
  })
})
