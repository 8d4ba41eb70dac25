import { describe, expect, it } from 'vitest'
import { chunkReloadDue, parseReloadTime } from './chunk-reload'
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from './timers'

const reloadedAt = Date.UTC(2026, 0, 1, 12)

describe('chunkReloadDue (ERR-07, CONST-06)', () => {
  it('ERR-07: the first failed chunk of a tab reloads', () => {
    expect(chunkReloadDue(null, reloadedAt)).toBe(true)
  })

  it('ERR-07: within a minute of the last reload a failure does not reload again', () => {
    expect(chunkReloadDue(reloadedAt, reloadedAt)).toBe(false)
    expect(chunkReloadDue(reloadedAt, reloadedAt + CHUNK_RELOAD_MIN_INTERVAL_MS - 1)).toBe(false)
  })

  it('ERR-07: a minute after the last reload a failure reloads again', () => {
    expect(CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(60_000)
    expect(chunkReloadDue(reloadedAt, reloadedAt + CHUNK_RELOAD_MIN_INTERVAL_MS)).toBe(true)
  })

  it('ERR-07: a last reload in the future (the clock was set back) does not block reloading', () => {
    expect(chunkReloadDue(reloadedAt, reloadedAt - 1)).toBe(true)
  })
})

describe('parseReloadTime', () => {
  it('reads a stored time and treats anything else as no reload', () => {
    expect(parseReloadTime(String(reloadedAt))).toBe(reloadedAt)
    expect(parseReloadTime(null)).toBeNull()
    expect(parseReloadTime('soon')).toBeNull()
    expect(parseReloadTime('')).toBeNull()
  })
})
