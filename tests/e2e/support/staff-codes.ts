import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import { expect } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { TEST_STATE_DIR } from './paths.mjs'
import { queryTestDatabase } from './test-database.mjs'

/** The current TOTP time step (RFC 6238, 30 s). */
export const totpStep = () => Math.floor(Date.now() / 30_000)

/** The code of a base32 secret at a time step. */
export function totpCodeOf(secret: string, step = totpStep()): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6)
}

/**
 * Runs `signIn` while holding the account's sign-in lock, a file only one Playwright worker can create (a lock left by
 * a killed run, no longer renewed, is taken over after a minute): the account's codes are then tried one sign-in at a time, in rising
 * time steps, as the server wants them.
 */
export async function withAccountLock<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(TEST_STATE_DIR, `staff-sign-in-${email}.lock`)
  await expect
    .poll(
      () => {
        try {
          if (Date.now() - fs.statSync(lock).mtimeMs > 60_000) fs.rmSync(lock, { force: true })
        } catch {
          // no lock yet
        }
        try {
          fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
          return true
        } catch {
          return false
        }
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true)
  // A lock held this long is still held: its time is renewed while the holder works (a full sign-in on a loaded machine
  // may take longer than the minute after which a killed run's lock is taken over).
  const renewal = setInterval(() => fs.utimes(lock, new Date(), new Date(), () => undefined), 10_000)
  try {
    return await signIn()
  } finally {
    clearInterval(renewal)
    fs.rmSync(lock, { force: true })
  }
}

/**
 * The account's next unused code, to be tried under its lock (withAccountLock): the server accepts the steps before and
 * after the current one (worker/staff/totp.ts), each once and in rising order, so three sign-ins in a row need no wait
 * (the previous step while more than 10 s of the current one remain, the current one, the next); a fourth waits.
 */
export async function unusedCode(account: { email: string; totpSecret: string }): Promise<string> {
  const [row] = await queryTestDatabase(`SELECT t.last_step FROM staff_totp t JOIN client_users u ON u.id = t.user_id WHERE u.email = '${account.email}'`)
  const earliest = Date.now() % 30_000 < 20_000 ? totpStep() - 1 : totpStep()
  const step = Math.max(earliest, Number((row as { last_step?: number } | undefined)?.last_step ?? 0) + 1)
  await expect.poll(totpStep, { timeout: 100_000, intervals: [500] }).toBeGreaterThanOrEqual(step - 1)
  return totpCodeOf(account.totpSecret, step)
}
