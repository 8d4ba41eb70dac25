import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message } from './support/languages'

const STORAGE_KEY = 'isTestUser'

test('/_test asks the question of the spec in Russian (TEST-01)', async ({ page }) => {
  await page.goto('/_test')
  await expect(page.getByRole('dialog', { name: 'Вы уверены, что хотите стать тестовым пользователем?' })).toBeVisible()
})

// Both answers in each language (@languages: the question, the buttons and the notices are its texts) at desktop width
// (@desktop): storing the answer is the same at every width; at phone width the first test opens the question.
for (const { code, prefix } of LANGUAGES) {
  const tag = code === 'ru' ? ['@desktop'] : ['@languages']
  test(`/_test in ${code}: confirming stores isTestUser, and its cookie for the server (TEST-02, ROUTE-10, OQ-26)`, { tag }, async ({ page }) => {
    await page.goto(`${prefix}/_test`)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    const dialog = page.getByRole('dialog', { name: message(code, 'test_user.confirm.question') })
    await expect(dialog).toBeVisible()
    await (await hydrated(dialog.getByRole('button', { name: message(code, 'test_user.confirm.yes') }))).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: message(code, 'test_user.done') })).toBeVisible()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe('true')
    expect((await page.context().cookies()).find((cookie) => cookie.name === STORAGE_KEY)).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' })
  })

  test(`/_test in ${code}: cancelling stores nothing (TEST-02)`, { tag }, async ({ page }) => {
    await page.goto(`${prefix}/_test`)
    const dialog = page.getByRole('dialog', { name: message(code, 'test_user.confirm.question') })
    await expect(dialog).toBeVisible()
    await (await hydrated(dialog.getByRole('button', { name: message(code, 'test_user.confirm.no') }))).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: message(code, 'test_user.cancelled') })).toBeVisible()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull()
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(STORAGE_KEY)
  })
}

test('/_test is not indexed (ROUTE-10, OQ-26)', { tag: '@http' }, async ({ request }) => {
  const html = await (await request.get('/_test')).text()
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
})
