import fs from 'node:fs'
import path from 'node:path'
import { test, type Cookie, type Page } from '@playwright/test'
import { STAFF_API_PREFIX } from '../../../src/model/staff-contract/endpoints'
import { expect } from './fixtures'
import { hydrated } from './interactive'
import { message } from './languages'
import { TEST_STATE_DIR } from './paths.mjs'
import { unusedCode, withAccountLock } from './staff-codes'

export interface StaffAccount {
  email: string
  password: string
  totpSecret: string
}

const deskHome = (page: Page) => page.getByRole('heading', { level: 1, name: message('ru', 'admin.home.title') })

/** The password step of /admin/sign-in (Russian); `origin`: another address of the e2e server, else the tests' own. */
async function passwordStep(page: Page, account: StaffAccount, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/sign-in`)
  const desk = page.locator('.admin-page')
  await hydrated(desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }))
  await desk.getByLabel(message('ru', 'admin.sign_in.email')).fill(account.email)
  await desk.getByLabel(message('ru', 'admin.sign_in.password')).fill(account.password)
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.submit') }).click()
}

/** The code step, run while holding the account's lock (staff-codes.ts): it tries exactly one code, which passes. */
async function codeStep(page: Page, account: StaffAccount): Promise<void> {
  const desk = page.locator('.admin-page')
  await desk.getByLabel(message('ru', 'admin.sign_in.code')).fill(await unusedCode(account))
  await desk.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
  await expect(deskHome(page)).toBeVisible()
}

/**
 * Signs a seeded staff account in at /admin/sign-in (Russian), password and TOTP code, and waits for the desk's home:
 * a session of the test's own, for the tests whose subject is signing in or out. The code step is taken under the
 * account's lock, one sign-in at a time (staff-codes.ts): each sign-in tries exactly one code, and it passes.
 * `origin`: another address of the e2e server (localhost for WebAuthn), else the tests' own.
 */
export async function signInStaff(page: Page, account: StaffAccount, origin = ''): Promise<void> {
  await test.step(`sign in as ${account.email}`, async () => {
    await passwordStep(page, account, origin)
    await withAccountLock(account.email, () => codeStep(page, account))
  })
}

/** Where the cookie of an account's shared session at a width (a Playwright project) is kept, per server port. */
function sharedSessionFile(email: string): string {
  const { project } = test.info()
  const port = new URL(String(project.use.baseURL)).port
  return path.join(TEST_STATE_DIR, `staff-session-${port}-${project.name}-${email}.json`)
}

function storedCookies(file: string): Cookie[] | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Cookie[]
  } catch {
    return undefined
  }
}

/**
 * The desk's home (or its page at `path`), signed in as `account` in the session every test of this width (project) shares: the first test
 * to ask signs in (password and code), the others reuse its cookie while the server still takes it (a run lasts far
 * less than the 30 minutes idle or 12 hours of a staff session; a rerun on a fresh database signs in again). For the
 * tests that only need "a signed-in X": a test that signs out, or ends or ages its session, uses signInStaff (or,
 * for the second factor, is the only one of its account that does so at its width: desk-orders, desk-people).
 */
export async function openDeskAs(page: Page, account: StaffAccount, path = '/admin'): Promise<void> {
  const file = sharedSessionFile(account.email)
  const context = page.context()
  await test.step(`the desk as ${account.email}`, () => withAccountLock(account.email, async () => {
    const cookies = storedCookies(file)
    if (cookies) {
      await context.addCookies(cookies)
      if ((await page.request.get(`${STAFF_API_PREFIX}/me`)).ok()) return
      await context.clearCookies()
    }
    await passwordStep(page, account)
    await codeStep(page, account)
    const staffCookie = (await context.cookies()).filter((cookie) => cookie.name === '__Host-staff')
    expect(staffCookie).toHaveLength(1)
    fs.writeFileSync(file, JSON.stringify(staffCookie))
  }))
  if (path !== '/admin') {
    await page.goto(path)
    return
  }
  if (!(await deskHome(page).isVisible())) await page.goto('/admin')
  await expect(deskHome(page)).toBeVisible()
}

/**
 * Makes the page's staff session's second factor older than the sensitive actions accept, through the end-to-end
 * server's own endpoint (worker/staff/test-only.ts): the next sensitive action meets the server's real re-ask.
 */
export async function staleSecondFactor(page: Page): Promise<void> {
  expect((await page.request.post(`${STAFF_API_PREFIX}/_test/stale-second-factor`, { data: {} })).status()).toBe(204)
}

/** Answers the desk's code prompt (the server asked for the second factor again) with the account's next real code. */
export async function answerCodePrompt(page: Page, account: StaffAccount): Promise<void> {
  const prompt = page.getByRole('form', { name: message('ru', 'admin.reauth.title') })
  await expect(prompt).toBeVisible()
  await withAccountLock(account.email, async () => {
    await prompt.getByLabel(message('ru', 'admin.sign_in.code')).fill(await unusedCode(account))
    await prompt.getByRole('button', { name: message('ru', 'admin.sign_in.confirm') }).click()
    // The server took the code (its time step is used) once the prompt is gone.
    await expect(prompt).toHaveCount(0)
  })
}
