import { expect, test } from './support/fixtures'
import { LANGUAGES, message } from './support/languages'

/** Titles of the seeded public offer (worker/db/seed/pages.ts); ky has its own translation. */
const OFFER_TITLE = { ru: 'Публичная оферта', en: 'Public offer', ky: 'Ачык оферта' } as const

/*
 * The content page and the 404 page in each language. Their layout at phone width is measured in every language by
 * sideways-scroll.spec.ts; here the phone runs them in Russian only (axe at that width), the other languages and the
 * addresses' rules at desktop width (@desktop): what they answer is the same at every width.
 */
for (const { code, prefix } of LANGUAGES) {
  const tag = code === 'ru' ? [] : ['@desktop']
  test.describe(`${code} pages`, { tag }, () => {
    // The home page in each language (I18N-01, ROUTE-01): page-smoke.spec.ts.
    test(`/page/oferta renders the offer in ${code} (ROUTE-09, OQ-42)`, async ({ page }) => {
      const response = await page.goto(`${prefix}/page/oferta`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFER_TITLE[code])
      await expect(page).toHaveTitle(new RegExp(OFFER_TITLE[code]))
    })

    test(`an unknown page is a 404 in ${code} (ROUTE-06, ERR-02, SEO-06)`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page-e2e`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'errors.not_found.title'))
      await expect(page.getByText(message(code, 'errors.not_found.text'))).toBeVisible()
    })
  })
}

test('an unknown language prefix is a 404 in the default language: /fr/page/oferta (ROUTE-05, OQ-01)', { tag: '@desktop' }, async ({
  page,
}) => {
  const response = await page.goto('/fr/page/oferta')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'errors.not_found.title'))
})

test('an unknown content page slug is a 404 (ROUTE-06, OQ-41)', { tag: '@desktop' }, async ({ page }) => {
  const response = await page.goto('/en/page/no-such-slug-e2e')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'errors.not_found.title'))
})
