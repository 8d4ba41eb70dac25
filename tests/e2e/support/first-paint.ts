import type { Browser, Page } from '@playwright/test'

/** Where a page's parts lie in it (from its top, whatever the scroll): a layout that changes when the app starts moves them. */
export interface PageLayout {
  [selector: string]: number | null
}

/** The top of the first element each selector finds, in page coordinates; null where none is found. */
export function layoutOf(page: Page, selectors: string[]): Promise<PageLayout> {
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const element = document.querySelector(selector)
          return [selector, element ? Math.round((element.getBoundingClientRect().top + window.scrollY) * 10) / 10 : null]
        }),
      ),
    selectors,
  )
}

/**
 * The layout of `path` as the server sends it and as it stays until the app's scripts arrive: the same address at the
 * same width with the same cookies (a staff session), in a context that runs no script.
 */
export async function servedLayout(browser: Browser, baseURL: string | undefined, page: Page, path: string, selectors: string[]): Promise<PageLayout> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), javaScriptEnabled: false })
  try {
    await context.addCookies(await page.context().cookies())
    const unstarted = await context.newPage()
    await unstarted.goto(path, { waitUntil: 'load' })
    return await layoutOf(unstarted, selectors)
  } finally {
    await context.close()
  }
}
