import { Suspense } from 'react'
import type { RecentlyViewedItem } from '../../model/recently-viewed'
import { lazyPart } from '../lazy-part'
import { useIsHydrating } from '../use-is-hydrating'

const RecentlyViewedRow = lazyPart(() => import('./RecentlyViewed').then((module) => module.RecentlyViewed))

/** The recently viewed row (issue 45.3), whose code loads only once the page is hydrated: it shows nothing before. */
export function RecentlyViewed({ current }: { current?: RecentlyViewedItem }) {
  const hydrating = useIsHydrating()
  if (hydrating) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow current={current} />
    </Suspense>
  )
}
