import { describe, expect, it } from 'vitest'
import { isHydrated } from './early-clicks'

/*
 * isHydrated reads what React leaves on a DOM node (issue 40.1): the props with the handlers, and the fiber whose way
 * up to the root tells whether it is committed. The fibers here are shaped as react-dom 19 makes them.
 */

interface Fiber {
  tag: number
  flags: number
  alternate: Fiber | null
  return: Fiber | null
}

const HOST_ROOT = 3
const HYDRATING = 4096

function fiber(parent: Fiber | null, flags = 0, tag = 5): Fiber {
  return { tag, flags, alternate: null, return: parent }
}

function node(own: Fiber | null, props = true): EventTarget {
  const element: Record<string, unknown> = {}
  if (own) element['__reactFiber$abc'] = own
  if (props) element['__reactProps$abc'] = { onClick: () => {} }
  return element as unknown as EventTarget
}

describe('isHydrated', () => {
  it('is false for the server’s HTML, which React has not touched', () => {
    expect(isHydrated(node(null, false))).toBe(false)
  })

  it('is true for a node committed under the root', () => {
    const root = fiber(null, 0, HOST_ROOT)
    const section = fiber(root)
    expect(isHydrated(node(fiber(section)))).toBe(true)
  })

  it('is false while the part around the node is still hydrating, though React has given it its props', () => {
    const root = fiber(null, 0, HOST_ROOT)
    const boundary = fiber(root, 0, 13)
    boundary.alternate = fiber(root, 0, 13)
    const content = fiber(boundary, HYDRATING)
    expect(isHydrated(node(fiber(content)))).toBe(false)
  })

  it('is true for a node updated since (its fiber has an alternate), whichever of the pair it points to', () => {
    const root = fiber(null, 0, HOST_ROOT)
    const own = fiber(root)
    own.alternate = fiber(root)
    expect(isHydrated(node(own))).toBe(true)
  })

  it('is false for a node whose fibers do not reach a root (a tree being torn down)', () => {
    expect(isHydrated(node(fiber(fiber(null))))).toBe(false)
  })
})
