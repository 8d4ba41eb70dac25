import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { LANGUAGES } from './support/languages'
import { mailedLink } from './support/mailed-links'
import { sidewaysScroll } from './support/rendering'

/**
 * The header bar's contents by width (LAYOUT-01, 02, 08; src/styles/header.css): from each width where the bar
 * gains something (the menu and the search field at 992, the full logo at 1200, the written-out phone at 1440, the
 * schedule link at 1680) its items must fit inside the bar without overlapping in every language, the search field
 * at least 120 px wide (issue 45), signed out and signed in with a long first name beside the account icon (issue
 * 40.4, AUTH-18). The start of a range is its tightest point. The
 * test machine's sans-serif is DejaVu Sans, wider than the fonts of most phones and computers, so what fits here
 * fits there.
 */

const RANGE_STARTS = [992, 1200, 1440, 1680]

/** A first name longer than the bar has room for: it ends in an ellipsis. */
const LONG_FIRST_NAME = 'Александра-Кристина'

/** Signs the page's browser up through the API, then in through the mailed verification link (issue 40.4). */
async function signUpThroughMailedLink(page: Page): Promise<void> {
  const email = `header-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const headers = { 'cf-connecting-ip': `2001:db8:40::${Math.floor(Math.random() * 0xffff).toString(16)}` }
  const post = (path: string, data: unknown) => page.request.post(`/api/client/client_users/${path}`, { data, headers })
  expect((await post('registration', { first_name: LONG_FIRST_NAME, last_name: 'Токтогулова', email, password: 'header-password' })).status()).toBe(202)
  const key = new URLSearchParams((await mailedLink(email, 'verify_email')).split('?')[1]).get('key')
  expect((await post('verify-email', { key })).status()).toBe(200)
}

/** The header's first name: its text, and its width against the width it needs uncut. */
function shownFirstName(page: Page) {
  return page.locator('.site-header__account .account-entry__label').evaluate((label) => ({
    text: label.textContent,
    width: Math.round(label.getBoundingClientRect().width),
    needed: label.scrollWidth,
    ellipsis: getComputedStyle(label).textOverflow,
  }))
}

/** The bar's content width and the width its visible items take (what overflows them included) with the gaps between them. */
function barWidths(page: Page) {
  return page.locator('.site-header__inner').evaluate((bar) => {
    const style = getComputedStyle(bar)
    const content = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const items = [...bar.children].filter((item) => item.checkVisibility())
    const taken = items.reduce((sum, item) => sum + Math.max(item.getBoundingClientRect().width, item.scrollWidth), 0) + parseFloat(style.columnGap) * (items.length - 1)
    return { content: Math.round(content), taken: Math.round(taken) }
  })
}

/** The boxes of the bar's items in order (the menu's entries and the tools one by one), each with the one it overlaps. */
function overlappingItems(page: Page) {
  return page.locator('.site-header__inner').evaluate((bar) => {
    const items = [...bar.querySelectorAll('.logo, .main-nav__item, .site-header__tools > *')].filter((item) => item.checkVisibility())
    const boxes = items.map((item) => ({ name: item.className.split(' ')[0], box: item.getBoundingClientRect() }))
    return boxes.slice(1).flatMap((next, index) => (boxes[index]!.box.right > next.box.left + 0.5 ? [`${boxes[index]!.name} over ${next.name}`] : []))
  })
}

/** The bar's search field (issue 45) from 992 px: in the bar, at least 120 px wide. */
const SEARCH_FIELD_MIN_WIDTH = 120

async function expectBarFits(page: Page, widths: readonly number[], who: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const { content, taken } = await barWidths(page)
    expect(taken, `${who}, ${width} px: the items take ${taken} px of the bar's ${content}`).toBeLessThanOrEqual(content)
    expect(await sidewaysScroll(page), `${who}, ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0)
    expect(await overlappingItems(page), `${who}, ${width} px`).toEqual([])
    const search = (await page.locator('.site-header input.header-search__input').boundingBox())!
    expect(search.width, `${who}, ${width} px: the search field's width`).toBeGreaterThanOrEqual(SEARCH_FIELD_MIN_WIDTH)
    expect(search.y, `${who}, ${width} px: the search field is in the bar`).toBeGreaterThanOrEqual(0)
    expect(search.y + search.height, `${who}, ${width} px: the search field is in the bar`).toBeLessThanOrEqual(74)
  }
}

for (const { code, prefix } of LANGUAGES) {
  test(`header in ${code}: from each width where the bar gains an item, its items fit in it without overlapping, the search field among them, signed out and signed in with the first name shown (LAYOUT-01, LAYOUT-08, AUTH-18, issue 40.4, issue 45)`, { tag: ['@desktop', '@languages'] }, async ({
    page,
  }) => {
    await page.goto(`${prefix}/page/oferta`)
    await expectBarFits(page, RANGE_STARTS, 'signed out')
    // The schedule link joins the bar at 1680 px, where the wide container has its full width.
    await expect(page.locator('.site-header__tools .header-schedule')).toBeVisible()
    await page.setViewportSize({ width: 1679, height: 800 })
    await expect(page.locator('.site-header__tools .header-schedule')).toBeHidden()

    await signUpThroughMailedLink(page)
    await page.reload()
    await expectBarFits(page, [...RANGE_STARTS, 1280], 'signed in')
    for (const width of [992, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      const name = await shownFirstName(page)
      expect(name, `${width} px`).toMatchObject({ text: LONG_FIRST_NAME, ellipsis: 'ellipsis' })
      // At least the first letters show, cut with an ellipsis rather than hidden.
      expect(name.width, `${width} px: the first name's width`).toBeGreaterThanOrEqual(48)
    }
  })
}
