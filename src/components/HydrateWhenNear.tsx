import { Suspense, use, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react'
import { visitorActedEarly } from '../early-clicks'
import { createGateWatcher, type GateWatcher, type HydrationGate } from './hydration-gate'
import { useIsHydrating } from './use-is-hydrating'

/** A promise React's use() reads as settled at once: it looks at `status` before it subscribes. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })
const OPEN_GATE: HydrationGate = { opened: SETTLED, isOpen: () => true, open: () => {} }

let pageGates: GateWatcher | undefined
/** A gate of the browser page's; on the server every part renders at once. */
function createPageGate(): HydrationGate {
  if (typeof window === 'undefined') return OPEN_GATE
  pageGates ??= createGateWatcher(window, () => visitorActedEarly(window))
  return pageGates.createGate()
}

/**
 * Opens every gate of the page still closed. A navigation renders again the layout around the parts still waiting,
 * and React holds the navigation's transition until each part it reaches has hydrated: one that comes with no
 * interaction (the address cleaned of an auth link's keys, AuthQueryTriggers) would otherwise wait for the visitor
 * to scroll or touch the page, and with it whatever renders in the same commit (the opened modal's content).
 */
export function openPageGates(): void {
  pageGates?.openAll()
}

/**
 * While the page hydrates, leaves its part's server HTML as it is until the gate opens: React keeps a suspended
 * boundary's server content and hydrates it once the promise settles. A render of the browser's own (a navigation
 * to the page) renders at once. The answer to whether React is hydrating changes once it has, and the re-render that
 * follows reaches only the gate's own children, which it keeps suspended while closed. use() runs on every render, with
 * the same promise while hydrating: React replays a suspended render once its promise settles and requires the
 * replay to call use() as the suspended render did.
 */
function Gate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  use(useIsHydrating() ? gate.opened : SETTLED)
  return children
}

/**
 * A part of a page below the first screen, rendered on the server with the page but hydrated only when it comes
 * near the viewport or the visitor first does something on the page (hydration-gate.ts): hydrating every carousel
 * and link of a long page at once is what keeps a phone's main thread busy after the page has painted. A tap or a
 * click inside it opens the gate before React looks for the handler, so React hydrates it on the spot and delivers
 * the event. Renders a `div` with the given attributes around the part.
 */
export function HydrateWhenNear({
  children,
  onActionOnly = false,
  ...attributes
}: HTMLAttributes<HTMLDivElement> & { children: ReactNode; onActionOnly?: boolean }) {
  const element = useRef<HTMLDivElement>(null)
  const [gate] = useState(createPageGate)
  // `onActionOnly`: a control in the first screen whose code nothing needs before the visitor acts (the share button).
  useEffect(() => {
    if (!element.current || !pageGates) return
    if (!onActionOnly) return pageGates.watchNear(gate, element.current)
    pageGates.place(gate, element.current)
  }, [gate, onActionOnly])
  return (
    <div ref={element} {...attributes}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </div>
  )
}
