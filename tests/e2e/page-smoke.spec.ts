import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message } from './support/languages'
import { PAGES } from './support/page-families'
import { sidewaysScroll } from './support/rendering'

/**
 * Every catalogue and buying page in ru, en and ky at both widths (issues 4, 5 and 24): it answers 200 in its
 * language, hydrates, shows its heading, fits the screen without sideways scrolling, and passes axe (the shared
 * fixture). The pages' behaviour (filters, pagination, forms, paying) is tested in their own specs in Russian, and
 * in en and ky where it differs (@languages; the projects' filters in playwright.config.ts).
 */

/** The heading a page's own spec does not check in every language. */
const HEADINGS: Record<string, string> = { home: 'home.hero.title' }

for (const { code, prefix } of LANGUAGES) {
  for (const [name, address] of Object.entries(PAGES)) {
    test(`${name} [${code}]: answers in its language with a heading, no sideways scrolling, hydrated (I18N-01, ROUTE-01)`, async ({ page, request }) => {
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
      expect(await sidewaysScroll(page), 'the page is wider than the screen').toBeLessThanOrEqual(0)
    })
  }
}
