import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message } from './support/languages'
import { PAGES } from './support/page-families'
import { furthestRight, sidewaysScroll } from './support/rendering'

/**
 * Every catalogue and buying page (issues 4, 5, 24 and 40.3): it answers 200 in its language, hydrates, shows its
 * heading, fits the screen without sideways scrolling, and passes axe (the shared fixture). In Russian at both widths;
 * in English and Kyrgyz at phone width only (@phone), where their longer texts are likeliest to break a layout and
 * where each page is also measured at 320 px. What differs between the languages at desktop width (the header's fit,
 * texts, plurals) is tested @languages in the pages' own specs, in Russian the pages' behaviour (filters, pagination,
 * forms, paying); the projects' filters are in playwright.config.ts.
 */

/** The heading a page's own spec does not check in every language. */
const HEADINGS: Record<string, string> = { home: 'home.hero.title' }

/** The narrowest phone (LAYOUT-08): each page is measured there too on a phone, resized rather than reopened. */
const NARROWEST_PHONE = 320

for (const { code, prefix } of LANGUAGES) {
  for (const [name, address] of Object.entries(PAGES)) {
    test(`${name} [${code}]: answers in its language with a heading, no sideways scrolling, hydrated (I18N-01, ROUTE-01, LAYOUT-08)`, { tag: code === 'ru' ? [] : ['@phone'] }, async ({ page, request }) => {
      const path = await address(request, code)
      const response = await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      if (HEADINGS[name]) await expect(heading).toHaveText(message(code, HEADINGS[name]))
      await page.waitForLoadState('load')
      // The skip link is the first thing React owns on every page, header or not.
      await hydrated(page.locator('a[href="#main"]').first())
      const screen = page.viewportSize()!
      const wider: string[] = []
      for (const width of test.info().project.use.isMobile ? [screen.width, NARROWEST_PHONE] : [screen.width]) {
        if (width !== screen.width) await page.setViewportSize({ width, height: screen.height })
        const past = await sidewaysScroll(page)
        if (past > 0) wider.push(`${path} at ${width} px: ${past} px wider, furthest right ${await furthestRight(page, width)}`)
      }
      // The fixture's axe check sees the page at the project's own size.
      await page.setViewportSize(screen)
      expect(wider, 'the page is wider than the screen').toEqual([])
    })
  }
}
