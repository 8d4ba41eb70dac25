/**
 * The staff's second factor (issue 41): TOTP (RFC 6238) with @oslojs/otp, the enrolment's QR code (worker/lib/qr-svg.ts), and ten single-use recovery codes stored as their SHA-256.
 */
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding'
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp'
import { STAFF_TOTP } from '../../src/model/staff'

/** A new secret: 160 random bits (RFC 4226 §4), as base32. */
export function newTotpSecret(): string {
  return encodeBase32NoPadding(crypto.getRandomValues(new Uint8Array(20)))
}

export function totpUri(secret: string, account: string): string {
  return createTOTPKeyURI(STAFF_TOTP.issuer, account, decodeBase32IgnorePadding(secret), STAFF_TOTP.periodSeconds, STAFF_TOTP.digits)
}


/** The time step of `now` (RFC 6238 §4). */
export function timeStep(now: number): number {
  return Math.floor(now / 1000 / STAFF_TOTP.periodSeconds)
}

/** The step within one step of `now` (clock drift, RFC 6238 §5.2) whose code `code` is, or null. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = decodeBase32IgnorePadding(secret)
  const current = timeStep(now)
  for (const step of [current - 1, current, current + 1]) if (verifyHOTP(key, BigInt(step), STAFF_TOTP.digits, code)) return step
  return null
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten recovery codes of 10 characters (about 49 bits each), shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_TOTP.recoveryCodes }, () => {
    const bytes = crypto.getRandomValues(new Uint32Array(10))
    const chars = [...bytes].map((value) => RECOVERY_ALPHABET[value % RECOVERY_ALPHABET.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code as typed (any case, with or without the dash or spaces) in its stored form. */
export function normalRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '')
  return `${plain.slice(0, 5)}-${plain.slice(5)}`
}
