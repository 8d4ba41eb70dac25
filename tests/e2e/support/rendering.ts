import type { Locator, Page } from '@playwright/test'

/**
 * How far the page scrolls sideways: the document's width past the screen's, 0 or less when the page fits. Measured
 * against the viewport the test set, not the window's width: a phone (isMobile) widens its layout viewport to a page
 * wider than the screen and zooms out, and the window's width then grows with the page.
 */
export function sidewaysScroll(page: Page): Promise<number> {
  const screen = page.viewportSize()?.width
  return page.evaluate((width) => document.documentElement.scrollWidth - (width ?? window.innerWidth), screen)
}

/**
 * The element that reaches furthest right past `width`, as `tag#id.class (right px)`: of those ending equally far the
 * deepest, which is what widens its boxes rather than one widened by it. Fixed elements (they span whatever the
 * phone's widened viewport is) and the insides of a clipping box are passed over.
 */
export function furthestRight(page: Page, width: number): Promise<string> {
  return page.evaluate((screen) => {
    const passedOver = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.position === 'fixed' || (box !== element && style.overflowX !== 'visible')) return true
      }
      return false
    }
    let widest = { right: screen, depth: 0, name: 'none' }
    for (const element of document.body.querySelectorAll('*')) {
      const right = Math.round(element.getBoundingClientRect().right)
      let depth = 0
      for (let parent = element.parentElement; parent; parent = parent.parentElement) depth += 1
      if (right < widest.right || (right === widest.right && depth <= widest.depth) || passedOver(element)) continue
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      widest = { right, depth, name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}` }
    }
    return `${widest.name} (${widest.right} px)`
  }, width)
}

/**
 * Whether the browser renders what an element holds: false while `content-visibility: auto` skips it (not styled,
 * laid out or painted, though still in the accessibility tree) because the element is far from the viewport. Asked
 * of the element's first child, which is skipped with the rest of its content; the element itself is rendered.
 */
export function contentRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
}

/** The WCAG contrast ratio of two elements' background colours (opaque `rgb(…)` ones), e.g. a button on its panel. */
export async function backgroundContrast(front: Locator, back: Locator): Promise<number> {
  const rgb = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).backgroundColor)
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [a, b] = [luminance(await rgb(front)), luminance(await rgb(back))]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}
