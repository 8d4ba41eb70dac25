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
 * A seeded staff account's code for a time step no test used yet, reserved with a file that only one Playwright worker
 * can create: one code tried per sign-in, so the account's budget of five codes a quarter of an hour lasts the specs
 * that share it (staff-desk, desk-staff).
 */
export async function unusedCode(account: { email: string; totpSecret: string }): Promise<string> {
  const [row] = await queryTestDatabase(`SELECT t.last_step FROM staff_totp t JOIN client_users u ON u.id = t.user_id WHERE u.email = '${account.email}'`)
  let step = Math.max(totpStep(), Number((row as { last_step?: number } | undefined)?.last_step ?? 0) + 1)
  for (let tries = 0; tries < 10; tries++, step++) {
    try {
      fs.writeFileSync(path.join(TEST_STATE_DIR, `totp-${account.email}-${step}`), '', { flag: 'wx' })
      break
    } catch {
      // another worker holds this step
    }
  }
  // Used at its own step: a reserved step still ahead is waited for (at most a few of 30 s).
  await expect.poll(totpStep, { timeout: 100_000, intervals: [500] }).toBeGreaterThanOrEqual(step)
  return totpCodeOf(account.totpSecret, step)
}
