import { afterEach, describe, expect, it } from 'vitest'
import { claimRouteCheck, openCheckedRoutes } from './route-checks'

describe('route checks shared by the Playwright workers (issue 24)', () => {
  let release = async () => {}
  afterEach(() => release())

  it('gives a route to exactly one of 40 claims in flight at once', async () => {
    const run = await openCheckedRoutes()
    release = run.release
    const claims = await Promise.all(Array.from({ length: 40 }, () => claimRouteCheck(run.folder, 'desktop /events ')))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('keeps routes, widths and dialogs apart, and a new run starts with none claimed', async () => {
    const first = await openCheckedRoutes()
    const keys = ['desktop /events ', 'phone /events ', 'desktop /en/events ', 'desktop /events dialog: Войти']
    expect(await Promise.all(keys.map((key) => claimRouteCheck(first.folder, key)))).toEqual([true, true, true, true])
    await first.release()
    const second = await openCheckedRoutes()
    release = second.release
    expect(await claimRouteCheck(second.folder, 'desktop /events ')).toBe(true)
  })
})
