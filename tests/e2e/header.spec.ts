import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { LANGUAGES } from './support/languages'
import { sidewaysScroll } from './support/rendering'

/**
 * The header bar's contents by width (LAYOUT-01, 02, 08; src/styles/header.css): from each width where the bar
 * gains something (the menu at 992, the full logo at 1200, the written-out phone at 1440, the schedule link at
 * 1680) its items must fit inside the bar in every language. The start of a range is its tightest point. The
 * test machine's sans-serif is DejaVu Sans, wider than the fonts of most phones and computers, so what fits here
 * fits there.
 */

const RANGE_STARTS = [992, 1200, 1440, 1680]

/** The bar's content width and the width its visible items take with the gaps between them. */
function barWidths(page: Page) {
  return page.locator('.site-header__inner').evaluate((bar) => {
    const style = getComputedStyle(bar)
    const content = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const items = [...bar.children].filter((item) => item.checkVisibility())
    const taken = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) + parseFloat(style.columnGap) * (items.length - 1)
    return { content: Math.round(content), taken: Math.round(taken) }
  })
}

for (const { code, prefix } of LANGUAGES) {
  test(`header in ${code}: from each width where the bar gains an item, its items fit in it (LAYOUT-01, LAYOUT-08)`, { tag: ['@desktop', '@languages'] }, async ({
    page,
  }) => {
    await page.goto(`${prefix}/page/oferta`)
    for (const width of RANGE_STARTS) {
      await page.setViewportSize({ width, height: 800 })
      const { content, taken } = await barWidths(page)
      expect(taken, `${width} px: the items take ${taken} px of the bar's ${content}`).toBeLessThanOrEqual(content)
      expect(await sidewaysScroll(page), `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0)
    }
    // The schedule link joins the bar at 1680 px, where the wide container has its full width.
    await expect(page.locator('.site-header__tools .header-schedule')).toBeVisible()
    await page.setViewportSize({ width: 1679, height: 800 })
    await expect(page.locator('.site-header__tools .header-schedule')).toBeHidden()
  })
}
