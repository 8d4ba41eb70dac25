import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has hydrated an element: hydration attaches its props object (with the event handlers) to
 * the DOM node. Clicking before that would test the no-JavaScript fallback (a form submit, a plain link)
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

/** Whether React has hydrated the element now (it attaches the props with the handlers to the DOM node). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))
}
