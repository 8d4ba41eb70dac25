import { afterNextPaint } from '../after-next-paint'

/**
 * When a server-rendered part of the page is hydrated (HydrateWhenNear.tsx): not with the rest of the page, but once
 * it comes near the viewport or the visitor first does something on the page, whichever is first. Until then it is
 * the server's HTML: visible, its links working as plain links, and none of the phone's main thread spent on it.
 */

/** How far outside the viewport (a share of its height, above and below) a part starts to hydrate. */
export const NEAR_VIEWPORT_MARGIN = '50% 0px'

/**
 * Events that mean the visitor starts doing something. The first of them opens every gate still closed: whatever
 * it leads to (a click on a part, a navigation that re-renders the layout around it, the message catalogue it
 * loads) then finds the parts hydratable. They are listened to on the window in the capture phase, so the gate of
 * the part the event is aimed at is open before React (whose listeners are on the document) hydrates that part to
 * deliver it; the others open once the event's frame has painted, so their hydration does not hold back what the
 * event shows (issue 43.3).
 * The edits and the submit are those the app replays from before it was there (src/early-clicks.ts), with no
 * pointer or focus event of their own.
 */
export const REACHING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'focusin', 'click', 'input', 'change', 'submit'] as const

export interface HydrationGate {
  /** Settles when the gate opens; a component suspends on it while its part is not to be hydrated yet. */
  readonly opened: Promise<void>
  isOpen(): boolean
  open(): void
}

function createHydrationGate(): HydrationGate {
  let isOpen = false
  let resolve: () => void = () => {}
  const opened = new Promise<void>((settle) => (resolve = settle))
  return {
    opened,
    isOpen: () => isOpen,
    open() {
      if (isOpen) return
      isOpen = true
      // Marked as React marks a promise it has seen settle, so that use() reads an open gate without suspending.
      Object.assign(opened, { status: 'fulfilled', value: undefined })
      resolve()
    },
  }
}

export interface GateHost {
  IntersectionObserver?: typeof IntersectionObserver
  addEventListener(type: string, listener: (event: Event) => void, options: AddEventListenerOptions): void
  removeEventListener(type: string, listener: (event: Event) => void, options: EventListenerOptions): void
}

export interface GateWatcher {
  /** A new gate, closed until its part comes near the viewport (`watchNear`) or the visitor first interacts. */
  createGate(): HydrationGate
  /** Opens `gate` when `element` comes near the viewport (or an event is aimed inside it); returns a function that stops watching. */
  watchNear(gate: HydrationGate, element: Element): () => void
  /** Tells where `gate`'s part is, without watching it: an event aimed inside it opens it at once. */
  place(gate: HydrationGate, element: Element): void
  /** Opens every gate still closed, and every gate made afterwards, as the visitor's first interaction does. */
  openAll(): void
}

/**
 * The gates of one page. Each is registered for the first interaction as soon as it exists, which may be while the
 * page is still hydrating, and watched for its element coming near once that element is in the browser's hands.
 * `actedBefore` tells whether the visitor already did something before the app was there (src/early-clicks.ts): then
 * a new gate is open at once, as the first interaction would have opened it; so is one made after the first interaction.
 */
export function createGateWatcher(
  host: GateHost,
  actedBefore: () => boolean = () => false,
  /** When the parts an interaction is not aimed at open: after its frame has painted. */
  later: (task: () => void) => void = afterNextPaint,
): GateWatcher {
  const closed = new Set<HydrationGate>()
  /** Set by the first interaction or `openAll`: from then on, a part that is still to hydrate does so at once. */
  let allOpened = false
  const observers = new Map<HydrationGate, IntersectionObserver>()
  /** Where each closed part is, once its component has mounted. */
  const places = new Map<HydrationGate, Element>()
  const capture = { capture: true, passive: true }
  const listen = (on: boolean) => {
    for (const type of REACHING_EVENTS) {
      if (on) host.addEventListener(type, reach, capture)
      else host.removeEventListener(type, reach, capture)
    }
  }
  const open = (gate: HydrationGate) => {
    stopWatching(gate)
    places.delete(gate)
    if (closed.delete(gate) && closed.size === 0) listen(false)
    gate.open()
  }
  /** The visitor's first interaction: the part it is aimed at (or one not placed yet) now, every other one later. */
  function reach(event: Event) {
    const target = event.target as Node | null
    for (const gate of [...closed]) {
      const element = places.get(gate)
      if (!element || (target !== null && element.contains(target))) open(gate)
    }
    if (!allOpened) later(openAll)
    allOpened = true
  }
  const stopWatching = (gate: HydrationGate) => {
    observers.get(gate)?.disconnect()
    observers.delete(gate)
  }
  function openAll() {
    allOpened = true
    for (const gate of [...closed]) open(gate)
  }
  return {
    createGate() {
      const gate = createHydrationGate()
      if (allOpened || actedBefore()) {
        gate.open()
        return gate
      }
      if (closed.size === 0) listen(true)
      closed.add(gate)
      return gate
    },
    place(gate, element) {
      if (!gate.isOpen()) places.set(gate, element)
    },
    watchNear(gate, element) {
      const Observer = host.IntersectionObserver
      if (gate.isOpen()) return () => {}
      places.set(gate, element)
      // Without IntersectionObserver there is no telling when the part is near: it is hydrated now.
      if (!Observer) {
        open(gate)
        return () => {}
      }
      const observer = new Observer((entries) => entries.some((entry) => entry.isIntersecting) && open(gate), {
        rootMargin: NEAR_VIEWPORT_MARGIN,
      })
      observers.set(gate, observer)
      observer.observe(element)
      return () => stopWatching(gate)
    },
    openAll,
  }
}
