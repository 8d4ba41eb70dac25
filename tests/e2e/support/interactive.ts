import { expect, type Locator } from '@playwright/test'
import { isHydrated as isHydratedInPage } from '../../../src/early-clicks'

/**
 * Waits until React has hydrated an element and committed it (src/early-clicks.ts `isHydrated`). Clicking before that would test the no-JavaScript fallback (a form submit, a plain link)
 * instead of the app, so interaction tests wait for this first. The element is scrolled into view first, as a
 * visitor reaches it: parts of a page below the first screen are hydrated only when they come near the viewport
 * (src/components/HydrateWhenNear.tsx).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(
      async () => {
        // Sections rendered on the way take their real height, so the scroll is repeated until the element is near.
        await locator.scrollIntoViewIfNeeded()
        return isHydrated(locator)
      },
      {
        message: 'the element was never hydrated by React',
        // Asked often: hydration lands within a second or two, and the default steps (up to 1 s) would wait past it.
        intervals: [50, 100, 200, 300],
        timeout: 15_000,
      },
    )
    .toBe(true)
  return locator
}

/** Whether React has hydrated the element now and committed it, as the app itself asks (src/early-clicks.ts). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate(isHydratedInPage)
}
