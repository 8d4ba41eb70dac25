/**
 * BE-27: limits per account address, on top of the per-sender ones (worker/lib/sender-limits.ts): every attempt
 * on one address is counted atomically, whoever makes it, so guessing one account's password from many hosts or
 * flooding one mailbox stops at the limit. Addresses are counted and logged only as their keyed hash.
 */
import type { Context } from 'hono'
import { senderHash, senderHashKey } from '../lib/sender-hash'
import { countAgainstLimit, type RateLimit } from '../lib/sender-limits'
import type { AppEnv } from '../env'
import { trustedDevice } from './device-cookie'

const MINUTE = 60 * 1000

export const ACCOUNT_LIMITS = {
  login: { count: 10, windowMs: 15 * MINUTE, message: 'Too many sign-in attempts for this account; try later' },
  registration: { count: 3, windowMs: 10 * MINUTE, message: 'Too many registrations for this address; try later' },
  passwordReset: { count: 3, windowMs: 10 * MINUTE, message: 'Too many password reset requests for this account; try later' },
  resendVerification: { count: 3, windowMs: 10 * MINUTE, message: 'Too many verification requests for this account; try later' },
  emailChange: { count: 3, windowMs: 10 * MINUTE, message: 'Too many e-mail change requests for this account; try later' },
  signInLink: { count: 3, windowMs: 10 * MINUTE, message: 'Too many sign-in links requested for this account; try later' },
} as const satisfies Record<string, RateLimit>

export type AccountLimitName = keyof typeof ACCOUNT_LIMITS

/** Issue 39.5: the sign-in attempts of a browser known to the account (its device cookie), counted apart from strangers'. */
export const DEVICE_LOGIN_LIMIT = {
  count: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many sign-in attempts from this device; try later',
} as const satisfies RateLimit

/** Limits per signed-in user, counted by the user's id: connecting and disconnecting Google and Facebook. */
export const USER_LIMITS = {
  socialLinks: { count: 20, windowMs: 10 * MINUTE, message: 'Too many changes of social accounts for this account; try later' },
} as const satisfies Record<string, RateLimit>

export type UserLimitName = keyof typeof USER_LIMITS

/** The keyed hash of an account address, for counters and logs. */
export function accountHash(c: Context<AppEnv>, email: string): Promise<string> {
  return senderHash(senderHashKey(c.env, new URL(c.req.url)), `account ${email}`, Date.now())
}

/** Counts an attempt on the account `email`; past the limit, a 429. */
export async function limitAccount(c: Context<AppEnv>, name: AccountLimitName, email: string): Promise<void> {
  await countAgainstLimit(c, `${name} account ${await accountHash(c, email)}`, ACCOUNT_LIMITS[name])
}

/** Counts an attempt of the signed-in user `userId`; past the limit, a 429. */
export async function limitUser(c: Context<AppEnv>, name: UserLimitName, userId: number): Promise<void> {
  const user = await senderHash(senderHashKey(c.env, new URL(c.req.url)), `user ${userId}`, Date.now())
  await countAgainstLimit(c, `${name} user ${user}`, USER_LIMITS[name])
}

/**
 * Counts a sign-in attempt on `email` (issue 39.5): a browser that signed in to that account before spends the budget
 * of its own device cookie, so that strangers' wrong guesses do not lock the owner out; any other attempt counts
 * against the account's (the sender's limit was counted before, by the endpoint's middleware: issue 39.8).
 */
export async function limitSignIn(c: Context<AppEnv>, email: string): Promise<void> {
  const device = await trustedDevice(c, email)
  if (device) return countAgainstLimit(c, `login device ${device.userId} ${device.hash}`, DEVICE_LOGIN_LIMIT)
  await limitAccount(c, 'login', email)
}
