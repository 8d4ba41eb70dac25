import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { openDeskAs } from './support/staff-sign-in'

/*
 * /admin/rates (issue 42, BE-03) once, at desktop width in Russian (the worker tests prove the rules): the admin
 * sets a manual KZT rate and sees the rate the site charges follow it with the margin, then clears it. KZT: no
 * other end-to-end test reads a KZT amount.
 */
test('a manager overrides a rate on /admin/rates and the applied rate follows (issue 42, BE-03)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: it narrows the same page to 375 px at its end')
  expect((await page.goto('/admin/rates'))?.status()).toBe(404)
  await openDeskAs(page, DEMO_MANAGER)
  await page.getByRole('navigation', { name: message('ru', 'admin.nav.label') }).getByRole('link', { name: message('ru', 'admin.nav.rates') }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.rates.title') })).toBeVisible()
  const card = page.getByRole('article', { name: message('ru', 'admin.rates.per_usd').replace('{currency}', 'KZT') })
  const field = card.getByLabel(message('ru', 'admin.rates.override_label').replace('{currency}', 'KZT'))
  await hydrated(field)
  await field.fill('600')
  await card.getByRole('button', { name: message('ru', 'admin.rates.set') }).click()
  // 600 × 1.02 (wrangler.toml's margin)
  await expect(card.getByTestId('applied-KZT')).toHaveText('612')
  await card.getByRole('button', { name: message('ru', 'admin.rates.clear') }).click()
  await expect(card.getByText(message('ru', 'admin.rates.override_none'))).toBeVisible()
  // The same page on a 375 px phone: one column, nothing wider than the screen, the form still reachable.
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await field.scrollIntoViewIfNeeded()
  await expect(field).toBeInViewport({ ratio: 1 })
})

test('a failed fetch says in words which bank did not answer, with no technical codes (issue 42, BE-03)', async ({ page }) => {
  await openDeskAs(page, DEMO_MANAGER, '/admin/rates')
  const fetchNow = page.getByRole('button', { name: message('ru', 'admin.rates.fetch_now') })
  await hydrated(fetchNow)
  await fetchNow.click()
  // tests/e2e/serve.mjs points every bank at a closed port.
  const warning = page.getByRole('alert').filter({ hasText: message('ru', 'admin.rates.failed_title') })
  await expect(warning).toContainText(`RUB: ${message('ru', 'admin.rates.source.cbr')} ${message('ru', 'admin.rates.failure.unreachable')}`)
  await expect(warning).toContainText(message('ru', 'admin.rates.failed_kept'))
  await expect(warning).not.toContainText(/cbr|unreachable|internal error|reference/)
})
