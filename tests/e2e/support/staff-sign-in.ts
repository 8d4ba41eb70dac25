import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { hydrated } from './interactive'
import { message } from './languages'

/** The code of a seeded staff account's authenticator `offset` time steps from now. */
export function staffCode(totpSecret: string, offset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(totpSecret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6)
}

/**
 * Signs a seeded staff account in at /admin/sign-in (Russian) and waits for the desk's home. Each time step's code
 * passes once: when the other width used this one, the next one passes. Each account may try 5 codes a quarter of an
 * hour, so a spec signs in once per width.
 */
export async function signInStaff(page: Page, account: { email: string; password: string; totpSecret: string }): Promise<void> {
  await page.goto('/admin/sign-in')
  const desk = page.locator('.admin-page')
  await hydrated(desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }))
  await desk.getByLabel(message('ru', 'admin.sign_in.email')).fill(account.email)
  await desk.getByLabel(message('ru', 'admin.sign_in.password')).fill(account.password)
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }).click()
  const codeField = desk.getByLabel(message('ru', 'admin.sign_in.code'))
  await codeField.fill(staffCode(account.totpSecret))
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
  const home = page.getByRole('heading', { level: 1, name: message('ru', 'admin.home.title') })
  const refused = page.getByText(message('ru', 'admin.errors.invalid_code'))
  await expect(home.or(refused)).toBeVisible()
  if (await refused.isVisible()) {
    await codeField.fill(staffCode(account.totpSecret, 1))
    await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
  }
  await expect(home).toBeVisible()
}
