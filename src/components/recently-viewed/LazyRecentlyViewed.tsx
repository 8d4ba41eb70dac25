import { useEffect, useRef, useState } from 'react'
import { lazyWithCatalogue } from '../../i18n/lazy-with-catalogue'
import type { RecentlyViewedItem } from '../../model/recently-viewed'
import { useIsHydrating } from '../use-is-hydrating'

// The server renders none of it, so its texts are not among the page's messages: it waits for the whole catalogue.
// (Rendered with its keys first, it was to be rendered again by the catalogue's completion, a transition that a part
// of the page still waiting for its code, never near the viewport, could hold back for good.)
const RecentlyViewedRow = lazyWithCatalogue(async () => ({ default: (await import('./RecentlyViewed')).RecentlyViewed }))

/** A top margin no page reaches: the marker counts as near once it is above the screen. */
const PASSED_MARGIN_PX = 1_000_000

/**
 * The recently viewed row (issue 45.3) at the end of a page: nothing on the server, and its code loads once the page
 * is hydrated and the visitor comes near the end (an empty marker until then, so nothing moves). The page's own item
 * is remembered right after hydration.
 */
export function RecentlyViewed({ current }: { current?: RecentlyViewedItem }) {
  const hydrating = useIsHydrating()
  const [near, setNear] = useState(false)
  const marker = useRef<HTMLDivElement>(null)
  const { kind, slug } = current ?? {}

  useEffect(() => {
    if (!kind || !slug) return
    void import('./remember-viewed').then(({ rememberOnDevice }) => rememberOnDevice({ kind, slug }))
  }, [kind, slug])

  useEffect(() => {
    const element = marker.current
    if (!element || near) return
    // Near: within 600 px below the screen, or anywhere above it. A visitor who jumps to the page's end (the End key, a
    // restored scroll position) passes the marker without it ever being within 600 px of the screen: on a phone the
    // footer alone is taller than that.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${PASSED_MARGIN_PX}px 0px 600px 0px`,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hydrating, near])

  if (hydrating) return null
  if (!near) return <div ref={marker} className="recently-viewed-marker" />
  return <RecentlyViewedRow {...(kind && slug ? { current: { kind, slug } } : {})} />
}
