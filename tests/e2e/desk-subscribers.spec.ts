import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

const t = (key: string) => message('ru', key)

/* /admin/subscribers in words at both widths (issue 41 "Subscribers", desk QA): the date column's real header, a subscriber's
 * language named, and a search that finds nobody says so with its count instead of a bare table head. */
test('the newsletter list names its columns and languages in words, and an empty result says so (issue 41)', async ({ page }) => {
  const email = `desk-words-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.kg`
  const headers = { 'cf-connecting-ip': `2001:db8::41:${Math.floor(Math.random() * 0xffff).toString(16)}` }
  expect((await page.request.post('/api/client/subscriptions?language=ru', { headers, data: { email } })).status()).toBeLessThan(300)
  await openDeskAs(page, DEMO_MANAGER, `/admin/subscribers?q=${encodeURIComponent(email)}`)
  const desk = page.locator('.admin-page')
  await expect(desk.getByRole('columnheader', { name: t('admin.subscribers.since') })).toBeVisible()
  expect(t('admin.subscribers.since').length).toBeGreaterThan(2)
  const row = desk.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText(`${t('admin.subscribers.status.pending')} · ${t('admin.languages.ru')}`)
  await expect(desk.getByText('1 подписчик', { exact: true })).toBeVisible()

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(`nobody-${email}`)}`)
  await expect(desk.getByText('0 подписчиков', { exact: true })).toBeVisible()
  await expect(desk.getByText(t('admin.subscribers.empty'))).toBeVisible()
  await expect(desk.getByRole('table')).toHaveCount(0)
})
