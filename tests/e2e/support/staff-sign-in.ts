import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { hydrated } from './interactive'
import { message } from './languages'
import { unusedCode, withAccountLock } from './staff-codes'

/**
 * Signs a seeded staff account in at /admin/sign-in (Russian) and waits for the desk's home. The code step is taken
 * under the account's lock, one sign-in at a time (staff-codes.ts): each sign-in tries exactly one code, and it passes.
 */
export async function signInStaff(page: Page, account: { email: string; password: string; totpSecret: string }): Promise<void> {
  await page.goto('/admin/sign-in')
  const desk = page.locator('.admin-page')
  await hydrated(desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }))
  await desk.getByLabel(message('ru', 'admin.sign_in.email')).fill(account.email)
  await desk.getByLabel(message('ru', 'admin.sign_in.password')).fill(account.password)
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }).click()
  await withAccountLock(account.email, async () => {
    await desk.getByLabel(message('ru', 'admin.sign_in.code')).fill(await unusedCode(account))
    await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
    await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.home.title') })).toBeVisible()
  })
}
