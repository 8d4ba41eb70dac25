import { describe, expect, it } from 'vitest'
import { leaveDesk } from './leave-desk'

describe('leaving the desk (issue 41: the desk is a router of its own)', () => {
  it('a page outside /admin, in any language, loads as a new document; a desk page stays in the desk’s router', () => {
    const loaded: string[] = []
    const assign = (address: string) => loaded.push(address)
    expect(leaveDesk('/events', '/events?format=ONLINE#top', assign)).toBe(true)
    expect(leaveDesk('/en/', '/en/', assign)).toBe(true)
    expect(leaveDesk('/administration', '/administration', assign)).toBe(true)
    expect(leaveDesk('/admin', '/admin', assign)).toBe(false)
    expect(leaveDesk('/ky/admin/orders/events/1', '/ky/admin/orders/events/1', assign)).toBe(false)
    expect(loaded).toEqual(['/events?format=ONLINE#top', '/en/', '/administration'])
  })
})
