/**
 * Sender addresses are stored and counted only as a keyed hash (DESIGN "The API"): HMAC-SHA256 under a key derived
 * per UTC day from the secret SENDER_HASH_KEY, so a stored value names nobody and values of different days cannot
 * be linked to each other.
 */
import type { Bindings } from '../env'
import { localSecret, requiredSecret } from './required-secret'
import { hex } from './token-hash'

/** The key of local runs (loopback hosts) while SENDER_HASH_KEY is not set. */
export const LOCAL_SENDER_HASH_KEY = localSecret('SENDER_HASH_KEY')

/** The secret to hash senders with; a 503 `not_configured` (and an error in the log) where none fits. */
export function senderHashKey(env: Pick<Bindings, 'SENDER_HASH_KEY'>, url: URL): string {
  return requiredSecret('SENDER_HASH_KEY', env.SENDER_HASH_KEY, url)
}

const encoder = new TextEncoder()

/** HMAC-SHA256 of `text` under `key`. */
export async function hmacSha256(key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text))
}

/** The hash of `address` (hex) under the day key of `now`'s UTC day. */
export async function senderHash(secret: string, address: string, now: number): Promise<string> {
  const dayKey = await hmacSha256(encoder.encode(secret), `sender ${new Date(now).toISOString().slice(0, 10)}`)
  const digest = await hmacSha256(dayKey, address.trim().toLowerCase())
  return hex(digest)
}
