/**
 * Sender addresses are stored and counted only as a keyed hash (DESIGN "The API"): HMAC-SHA256 under a key derived
 * per UTC day from the secret SENDER_HASH_KEY, so a stored value names nobody and values of different days cannot
 * be linked to each other.
 */
import { isLocalHost } from '../edge/rules/canonical-host'
import type { Bindings } from '../env'
import { ApiError } from './errors'

/** A shorter secret is refused: the addresses behind the hashes must not be found by guessing it. */
export const SENDER_HASH_KEY_MIN_LENGTH = 32

/** The key of local runs (loopback hosts, which never reach a deployment) while SENDER_HASH_KEY is not set. */
export const LOCAL_SENDER_HASH_KEY = 'local runs only: no secret, never used by a deployment'

/** The secret to hash senders with; a 503 `not_configured` (and an error in the log) where none fits. */
export function senderHashKey(env: Pick<Bindings, 'SENDER_HASH_KEY'>, url: URL): string {
  const key = env.SENDER_HASH_KEY ?? ''
  if (key.length >= SENDER_HASH_KEY_MIN_LENGTH) return key
  if (key === '' && isLocalHost(url.hostname)) return LOCAL_SENDER_HASH_KEY
  console.error(`SENDER_HASH_KEY is not set or shorter than ${SENDER_HASH_KEY_MIN_LENGTH} characters: visitors' submissions are refused`)
  throw new ApiError(503, { code: 'not_configured', message: 'The server cannot accept this until it is configured' })
}

const encoder = new TextEncoder()

async function hmacSha256(key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text))
}

/** The hash of `address` (hex) under the day key of `now`'s UTC day. */
export async function senderHash(secret: string, address: string, now: number): Promise<string> {
  const dayKey = await hmacSha256(encoder.encode(secret), `sender ${new Date(now).toISOString().slice(0, 10)}`)
  const digest = await hmacSha256(dayKey, address.trim().toLowerCase())
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
