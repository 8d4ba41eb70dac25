import { Suspense, useEffect, useRef, useState } from 'react'
import type { RecentlyViewedItem } from '../../model/recently-viewed'
import { lazyPart } from '../lazy-part'
import { useIsHydrating } from '../use-is-hydrating'

const RecentlyViewedRow = lazyPart(() => import('./RecentlyViewed').then((module) => module.RecentlyViewed))

/**
 * The recently viewed row (issue 45.3) at the end of a page: nothing on the server, and its code loads once the page
 * is hydrated and the visitor comes near the end (an empty marker until then, so nothing moves). The page's own item
 * is remembered right after hydration.
 */
export function RecentlyViewed({ current }: { current?: RecentlyViewedItem }) {
  const hydrating = useIsHydrating()
  const [near, setNear] = useState(false)
  const marker = useRef<HTMLDivElement>(null)
  const { kind, slug, title, image } = current ?? {}

  useEffect(() => {
    if (!kind || !slug || title === undefined) return
    void import('./remember-viewed').then(({ rememberOnDevice }) => rememberOnDevice({ kind, slug, title, image: image ?? null }))
  }, [kind, slug, title, image])

  useEffect(() => {
    const element = marker.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '600px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hydrating, near])

  if (hydrating) return null
  if (!near) return <div ref={marker} className="recently-viewed-marker" />
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow current={current} />
    </Suspense>
  )
}
