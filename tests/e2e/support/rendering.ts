import type { Locator } from '@playwright/test'

/**
 * Whether the browser renders what an element holds: false while `content-visibility: auto` skips it (not styled,
 * laid out or painted, though still in the accessibility tree) because the element is far from the viewport. Asked
 * of the element's first child, which is skipped with the rest of its content; the element itself is rendered.
 */
export function contentRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
}

