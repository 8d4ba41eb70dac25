import { describe, expect, it } from 'vitest'
import { NEAR_VIEWPORT_MARGIN, REACHING_EVENTS, createGateWatcher, type GateHost } from './hydration-gate'

/** A window whose IntersectionObservers report only what the test says, and whose events the test dispatches. */
function fakeWindow({ observers = true } = {}) {
  const events = new EventTarget()
  const live = new Set<FakeObserver>()
  class FakeObserver {
    readonly observed: Element[] = []
    constructor(
      readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
      readonly options: { rootMargin?: string },
    ) {
      live.add(this)
    }
    observe(element: Element) {
      this.observed.push(element)
    }
    disconnect() {
      live.delete(this)
    }
  }
  const host = {
    ...(observers ? { IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver } : {}),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as GateHost
  return {
    host,
    live,
    /** The element comes within the observers' margin of the viewport (or not). */
    near: (element: Element, isIntersecting = true) => {
      for (const observer of [...live]) if (observer.observed.includes(element)) observer.callback([{ isIntersecting }])
    },
    dispatch: (type: string) => events.dispatchEvent(new Event(type)),
    /** An event aimed at `target` (a node inside some part, or none of them). */
    dispatchAt: (type: string, target: object) => events.dispatchEvent(Object.defineProperty(new Event(type), 'target', { value: target })),
  }
}

/** A part's element, holding the nodes given. */
const element = (name: string, ...inside: object[]) => ({ name, contains: (node: object) => inside.includes(node) }) as unknown as Element

/** A `later` the test runs when it says (the frame painted). */
function laterByHand() {
  const tasks: Array<() => void> = []
  return { later: (task: () => void) => void tasks.push(task), painted: () => tasks.splice(0).forEach((task) => task()) }
}

describe('hydration gates (issue 4)', () => {
  it('open one part when its element comes near the viewport, and no other', async () => {
    const page = fakeWindow()
    const gates = createGateWatcher(page.host)
    const [news, reviews] = [gates.createGate(), gates.createGate()]
    const [newsElement, reviewsElement] = [element('news'), element('reviews')]
    gates.watchNear(news, newsElement)
    gates.watchNear(reviews, reviewsElement)
    expect([...page.live].map((observer) => observer.options.rootMargin)).toEqual([NEAR_VIEWPORT_MARGIN, NEAR_VIEWPORT_MARGIN])

    page.near(newsElement, false)
    expect(news.isOpen()).toBe(false)
    page.near(newsElement)
    expect(news.isOpen()).toBe(true)
    await news.opened
    expect(reviews.isOpen()).toBe(false)
    // The opened part is no longer watched.
    expect(page.live.size).toBe(1)
  })

  it.each(REACHING_EVENTS)('open every part at the first %s anywhere on the page, even before they are watched', (type) => {
    const page = fakeWindow()
    const frame = laterByHand()
    const gates = createGateWatcher(page.host, undefined, frame.later)
    const watched = gates.createGate()
    const notYetWatched = gates.createGate()
    gates.watchNear(watched, element('news'))

    page.dispatch(type)
    // A part not placed yet may be the one aimed at: it opens at once; the watched one once the frame has painted.
    expect(notYetWatched.isOpen()).toBe(true)
    expect(watched.isOpen()).toBe(false)
    frame.painted()
    expect(watched.isOpen()).toBe(true)
    expect(page.live.size).toBe(0)
    // A part that was opened is not watched afterwards.
    gates.watchNear(notYetWatched, element('reviews'))
    expect(page.live.size).toBe(0)
  })

  it.each(REACHING_EVENTS)('open the part a first %s is aimed at at once, and the others after its frame (issue 43.3)', (type) => {
    const page = fakeWindow()
    const frame = laterByHand()
    const gates = createGateWatcher(page.host, undefined, frame.later)
    const [news, share, reviews] = [gates.createGate(), gates.createGate(), gates.createGate()]
    const button = { name: 'share button' }
    gates.watchNear(news, element('news'))
    gates.place(share, element('share', button))
    gates.watchNear(reviews, element('reviews'))

    page.dispatchAt(type, button)
    expect(share.isOpen()).toBe(true)
    expect([news.isOpen(), reviews.isOpen()]).toEqual([false, false])
    // A part made meanwhile opens at once, as after the first interaction.
    expect(gates.createGate().isOpen()).toBe(true)
    frame.painted()
    expect([news.isOpen(), reviews.isOpen()]).toEqual([true, true])
    expect(page.live.size).toBe(0)
  })

  it('stop watching a part that leaves the page; it still opens at the first interaction', () => {
    const page = fakeWindow()
    const gates = createGateWatcher(page.host, undefined, (task) => task())
    const gate = gates.createGate()
    const stop = gates.watchNear(gate, element('news'))
    stop()
    expect(page.live.size).toBe(0)
    expect(gate.isOpen()).toBe(false)
    page.dispatch('pointerdown')
    expect(gate.isOpen()).toBe(true)
  })

  it('open a part at once where the browser cannot tell when it is near', () => {
    const page = fakeWindow({ observers: false })
    const gates = createGateWatcher(page.host)
    const gate = gates.createGate()
    gates.watchNear(gate, element('news'))
    expect(gate.isOpen()).toBe(true)
  })

  it('open every part at once when the visitor clicked or typed before the app was there (issue 40.1)', () => {
    const page = fakeWindow()
    let acted = false
    const gates = createGateWatcher(page.host, () => acted)
    const before = gates.createGate()
    acted = true
    const after = gates.createGate()
    gates.watchNear(after, element('booking'))
    expect(after.isOpen()).toBe(true)
    expect(page.live.size).toBe(0)
    expect(before.isOpen()).toBe(false)
  })

  it('open every part, and those made afterwards, when the page asks (a navigation of the app’s own, AUTH-11)', () => {
    const page = fakeWindow()
    const gates = createGateWatcher(page.host)
    const watched = gates.createGate()
    gates.watchNear(watched, element('news'))
    gates.openAll()
    expect(watched.isOpen()).toBe(true)
    expect(page.live.size).toBe(0)
    // A part whose hydration starts later (a lazily loaded part of the page) does not wait either.
    expect(gates.createGate().isOpen()).toBe(true)
  })

  it('open a part made after the first interaction at once', () => {
    const page = fakeWindow()
    const gates = createGateWatcher(page.host)
    gates.createGate()
    page.dispatch('keydown')
    expect(gates.createGate().isOpen()).toBe(true)
  })
})
