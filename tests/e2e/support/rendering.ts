import type { Locator, Page } from '@playwright/test'

/** How far the page scrolls sideways: the document's width past the window's, 0 or less when the page fits. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * Whether the browser renders what an element holds: false while `content-visibility: auto` skips it (not styled,
 * laid out or painted, though still in the accessibility tree) because the element is far from the viewport. Asked
 * of the element's first child, which is skipped with the rest of its content; the element itself is rendered.
 */
export function contentRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
}

