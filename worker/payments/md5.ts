/**
 * MD5 signatures as Click and PayBox use them: the hex digest of a text (workerd's WebCrypto digests MD5) and a
 * constant-time comparison of a given signature with the expected one.
 */

const encoder = new TextEncoder()

/** workerd's constant-time comparison (a Workers extension of SubtleCrypto that the DOM typings do not know). */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean }

/** Lower-case hex MD5 of the UTF-8 text. */
export async function md5Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('MD5', encoder.encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Whether a hex signature as received (any case) equals the expected lower-case one; compared in constant time. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = encoder.encode(given.toLowerCase())
  const b = encoder.encode(expected)
  return a.byteLength === b.byteLength && subtle.timingSafeEqual(a, b)
}
