import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { hydrated } from './interactive'
import { message } from './languages'

/** A seeded staff account (worker/db/seed/demo-admin.ts). */
export interface DeskAccount {
  email: string
  password: string
  totpSecret: string
}

/** The code of `secret`'s authenticator `offset` time steps from now. */
export function totpCode(secret: string, offset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6)
}

/**
 * Signs `account` in on /admin/sign-in in Russian and waits for the desk's home. Each time step's code passes once: the
 * other width may have used this one already (a 400 the test lists in failsOnPurpose), then the next one passes.
 */
export async function signInToDesk(page: Page, account: DeskAccount): Promise<void> {
  await page.goto('/admin/sign-in')
  const desk = page.locator('.admin-page')
  await hydrated(desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }))
  await desk.getByLabel(message('ru', 'admin.sign_in.email')).fill(account.email)
  await desk.getByLabel(message('ru', 'admin.sign_in.password')).fill(account.password)
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }).click()
  const codeField = desk.getByLabel(message('ru', 'admin.sign_in.code'))
  await codeField.fill(totpCode(account.totpSecret))
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
  const home = page.getByRole('heading', { level: 1, name: message('ru', 'admin.home.title') })
  const refused = page.getByText(message('ru', 'admin.errors.invalid_code'))
  await expect(home.or(refused)).toBeVisible()
  if (await refused.isVisible()) {
    await codeField.fill(totpCode(account.totpSecret, 1))
    await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
  }
  await expect(home).toBeVisible()
}
