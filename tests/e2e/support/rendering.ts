import { expect, type Locator } from '@playwright/test'

/**
 * Whether the browser renders what an element holds: false while `content-visibility: auto` skips it (not styled,
 * laid out or painted, though still in the accessibility tree) because the element is far from the viewport. Asked
 * of the element's first child, which is skipped with the rest of its content; the element itself is rendered.
 */
export function contentRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
}

/**
 * The height of an element while `content-visibility: auto` skips what it holds (its placeholder, from
 * `contain-intrinsic-size`) and once it is rendered, after scrolling it into view. Fails if it is not skipped first.
 */
export async function skippedAndRenderedHeights(element: Locator, label: string): Promise<{ skipped: number; rendered: number }> {
  expect(await contentRendered(element), `${label}: skipped before it comes near`).toBe(false)
  const skipped = (await element.boundingBox())!.height
  await element.scrollIntoViewIfNeeded()
  await expect.poll(() => contentRendered(element)).toBe(true)
  return { skipped, rendered: (await element.boundingBox())!.height }
}
