/**
 * Tickets (issue 44): the ticket page's address and the QR code shown at the door each carry a token
 * `<order uuid as 32 hex>.<signature>`, the signature an HMAC-SHA256 (WebCrypto) under the secret TICKET_KEY of the
 * token's purpose and the order: no token can be made, altered or turned into the other purpose's without the key,
 * and neither carries the order's access code.
 */
import type { Bindings } from '../env'
import { SECRET_MIN_LENGTH } from './required-secret'

/** `page`: the ticket's address; `door`: what its QR code carries for the check-in. */
export type TicketPurpose = 'page' | 'door'

const TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/
const encoder = new TextEncoder()

/** The secret that signs tickets, or null where none is configured (a mail then goes without the ticket's link). */
export function ticketKey(env: Pick<Bindings, 'TICKET_KEY'>): string | null {
  const key = env.TICKET_KEY ?? ''
  return key.length >= SECRET_MIN_LENGTH ? key : null
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

function signedText(purpose: TicketPurpose, compactUuid: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`ticket ${purpose} ${compactUuid}`)
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/** The token of `purpose` for the order `orderUuid`. */
export async function ticketToken(secret: string, purpose: TicketPurpose, orderUuid: string): Promise<string> {
  const compact = orderUuid.replace(/-/g, '').toLowerCase()
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), signedText(purpose, compact))
  return `${compact}.${base64url(signature)}`
}

/** The order uuid a token of `purpose` was signed for, or null: malformed, forged, altered or of another purpose. */
export async function verifyTicketToken(secret: string, purpose: TicketPurpose, token: string): Promise<string | null> {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, compact, signature] = match as unknown as [string, string, string]
  // subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(signature), signedText(purpose, compact))
  if (!valid) return null
  return `${compact.slice(0, 8)}-${compact.slice(8, 12)}-${compact.slice(12, 16)}-${compact.slice(16, 20)}-${compact.slice(20)}`
}
