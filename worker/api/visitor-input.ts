import type { Context } from 'hono'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { DEFAULT_PHONE_COUNTRY } from '../../src/model/validation'
import type { AppEnv } from '../env'
import { ApiError, fieldMap } from './errors'

/**
 * Checks shared by every endpoint that stores what a visitor typed (reviews, orders; leads later): field errors
 * in the contract's shape, the phone as libphonenumber-js reads it, and the per-sender rate limit (BE-27).
 */

/** A 400 naming the fields and their message keys (ERR-10). */
export function badFields(fields: Record<string, string[]>, message = 'The request has invalid fields'): ApiError {
  return new ApiError(400, { code: 'invalid_input', message, fields })
}

/** Throws the form rules' errors (one message key a field, VALID-02) as a 400; nothing when there are none. */
export function rejectFormErrors(errors: Record<string, string>): void {
  if (Object.keys(errors).length === 0) return
  throw badFields(fieldMap(Object.entries(errors).map(([field, error]) => [field, [error]])))
}

/** VALID-04: the phone in E.164 when libphonenumber-js finds it valid, else null. */
export function validPhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_COUNTRY as CountryCode)
  return parsed?.isValid() ? parsed.number : null
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface RateLimit {
  count: number
  windowMs: number
}

/**
 * BE-27: the sender's address, kept only as a SHA-256 hash, and a 429 when it already sent `limit.count` within
 * the window (`sentSince` counts what that hash stored since an ISO time). Null when the edge gave no address.
 */
export async function limitSender(
  c: Context<AppEnv>,
  limit: RateLimit,
  sentSince: (senderHash: string, since: string) => Promise<number>,
  message: string,
): Promise<string | null> {
  const address = c.req.header('cf-connecting-ip')
  if (!address) return null
  const senderHash = await sha256Hex(address)
  const since = new Date(Date.now() - limit.windowMs).toISOString()
  if ((await sentSince(senderHash, since)) >= limit.count) throw new ApiError(429, { code: 'rate_limited', message })
  return senderHash
}
