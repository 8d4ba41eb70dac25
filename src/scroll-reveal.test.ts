import { describe, expect, it } from 'vitest'
import { revealSections, type RevealHost } from './scroll-reveal'

/** A section of a fake page: its top on the screen, whether another section holds it, its classes. */
function section(top: number, nested = false) {
  const classes = new Set<string>()
  return {
    classList: { add: (name: string) => classes.add(name), contains: (name: string) => classes.has(name) },
    parentElement: { closest: () => (nested ? {} : null) },
    getBoundingClientRect: () => ({ top }),
    classes,
  }
}

/** A window 800 px high with these sections, an IntersectionObserver the test fires by hand, and a motion preference. */
function host(sections: ReturnType<typeof section>[], reduce = false) {
  const observed = new Set<unknown>()
  let fire: (targets: unknown[]) => void = () => {}
  class FakeObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean; target: unknown }>) => void) {
      fire = (targets) => callback(targets.map((target) => ({ isIntersecting: true, target })))
    }
    observe(target: unknown) {
      observed.add(target)
    }
    unobserve(target: unknown) {
      observed.delete(target)
    }
    disconnect() {
      observed.clear()
    }
  }
  const window = {
    innerHeight: 800,
    matchMedia: () => ({ matches: reduce }),
    document: { querySelectorAll: () => sections },
    IntersectionObserver: FakeObserver,
  } as unknown as RevealHost
  return { window, observed, fire: (...targets: unknown[]) => fire(targets) }
}

describe('revealSections (LAYOUT-11)', () => {
  it('marks only the top-level sections below the screen, and shows each once it scrolls into view', () => {
    const onScreen = section(100)
    const below = section(1200)
    const inner = section(1300, true)
    const page = host([onScreen, below, inner])
    revealSections(page.window)
    expect([...onScreen.classes, ...inner.classes]).toEqual([])
    expect([...below.classes]).toEqual(['reveal'])
    page.fire(below)
    expect([...below.classes]).toEqual(['reveal', 'reveal--shown'])
    expect(page.observed.size).toBe(0)
  })

  it('hides nothing when the visitor prefers reduced motion', () => {
    const below = section(1200)
    const page = host([below], true)
    revealSections(page.window)
    expect([...below.classes]).toEqual([])
    expect(page.observed.size).toBe(0)
  })

  it('after a navigation, watches again a section still waiting, whatever its place, and leaves a shown one alone', () => {
    const waiting = section(1200)
    const shown = section(1400)
    const page = host([waiting, shown])
    const stop = revealSections(page.window)
    page.fire(shown)
    stop()
    waiting.getBoundingClientRect = () => ({ top: 100 })
    revealSections(page.window)
    expect(page.observed.has(waiting)).toBe(true)
    expect(page.observed.has(shown)).toBe(false)
  })
})
