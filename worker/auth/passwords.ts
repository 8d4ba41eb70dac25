/**
 * Password hashes (issue 28 §2, ASVS V6): PBKDF2-SHA256 through WebCrypto over HMAC-SHA256(pepper, password), a
 * 16-byte salt per hash, stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64) so the count can be raised
 * later: a hash below PBKDF2_ITERATIONS is redone at the next sign-in.
 */
import { hmacSha256 } from '../lib/sender-hash'

/**
 * Cloudflare's runtime refuses more: "Pbkdf2 failed: iteration counts above 100000 are not supported" (workerd's
 * IsolateLimitEnforcer::checkKdfIterations, workerd issue 1346); the open-source workerd of local runs does not enforce it.
 */
export const WORKERD_PBKDF2_MAX_ITERATIONS = 100_000

/** What new hashes use: the most workerd allows. */
export const PBKDF2_ITERATIONS = WORKERD_PBKDF2_MAX_ITERATIONS

const SCHEME = 'pbkdf2-sha256'
const SALT_BYTES = 16
const HASH_BITS = 256

function base64(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const peppered = await hmacSha256(new TextEncoder().encode(pepper), password)
  const key = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits'])
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
}

/** A new stored hash of `password` with a fresh salt. */
export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return `${SCHEME}$${iterations}$${base64(salt)}$${base64(await derive(password, pepper, salt, iterations))}`
}

interface ParsedHash {
  iterations: number
  salt: Uint8Array<ArrayBuffer>
  hash: Uint8Array<ArrayBuffer>
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, count, salt, hash, ...rest] = stored.split('$')
  const iterations = Number(count)
  if (scheme !== SCHEME || rest.length > 0 || !salt || !hash) return null
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > WORKERD_PBKDF2_MAX_ITERATIONS) return null
  try {
    return { iterations, salt: fromBase64(salt), hash: fromBase64(hash) }
  } catch {
    return null
  }
}

/** Equal bytes, compared in a time that does not depend on where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

export interface PasswordCheck {
  matches: boolean
  /** The hash was made with fewer iterations than new ones get: store a new one. */
  needsRehash: boolean
}

/** Checks `password` against a stored hash; no hash (an unknown address, a social-only account) costs the same and fails. */
export async function verifyPassword(password: string, stored: string | null, pepper: string): Promise<PasswordCheck> {
  const parsed = stored ? parseHash(stored) : null
  const salt = parsed?.salt ?? new Uint8Array(SALT_BYTES)
  const derived = new Uint8Array(await derive(password, pepper, salt, parsed?.iterations ?? PBKDF2_ITERATIONS))
  const matches = parsed !== null && constantTimeEqual(derived, parsed.hash)
  return { matches, needsRehash: matches && parsed.iterations < PBKDF2_ITERATIONS }
}
