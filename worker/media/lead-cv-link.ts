/**
 * The managers' link to a lead's CV (BE-29): `/lead-files/<lead uuid>?expires=<unix seconds>&signature=<hex>`, the
 * signature an HMAC-SHA256 under the secret LEAD_FILES_KEY of the lead and the expiry, so it cannot be made or
 * prolonged without the secret.
 */
import { hmacSha256 } from '../lib/sender-hash'
import { hex } from '../lib/token-hash'

export const LEAD_CV_PATH = '/lead-files/'

/** Where a lead's CV is stored in the FILES bucket: under a prefix that /media/ never serves. */
export const PRIVATE_PREFIX = 'private/'

export function leadCvKey(leadUuid: string): string {
  return `${PRIVATE_PREFIX}lead-cv/${leadUuid}`
}

async function signature(secret: string, leadUuid: string, expires: number): Promise<string> {
  return hex(await hmacSha256(new TextEncoder().encode(secret), `lead-cv ${leadUuid} ${expires}`))
}

/** The link to the CV of `leadUuid`, working until `expires` (epoch milliseconds, rounded down to a second). */
export async function signedCvLink(secret: string, origin: string, leadUuid: string, expires: number): Promise<string> {
  const seconds = Math.floor(expires / 1000)
  const query = new URLSearchParams({ expires: String(seconds), signature: await signature(secret, leadUuid, seconds) })
  return `${origin}${LEAD_CV_PATH}${leadUuid}?${query}`
}

/** Whether a link's expiry and signature are the secret's for `leadUuid` and it has not expired at `now`. */
export async function cvLinkValid(secret: string, leadUuid: string, expires: string | undefined, given: string | undefined, now: number): Promise<boolean> {
  if (!expires || !/^\d{1,12}$/.test(expires) || !given || !/^[0-9a-f]{64}$/.test(given)) return false
  if (Number(expires) * 1000 <= now) return false
  return sameText(await signature(secret, leadUuid, Number(expires)), given)
}

/** Compares two texts of the same length in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index % b.length)
  return difference === 0
}
