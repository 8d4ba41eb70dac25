/**
 * Click SHOP-API request signatures (BE-14; docs.click.uz "Click-API – Request"): sign_string is the hex MD5 of
 *   click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id, Complete only] + amount
 *   + action + sign_time
 * over the values exactly as Click sent them (never re-formatted numbers). workerd's WebCrypto digests MD5.
 */

/** The signed fields of a Prepare (no merchant_prepare_id) or a Complete request, as received. */
export interface ClickSignedFields {
  click_trans_id: string
  service_id: string
  merchant_trans_id: string
  merchant_prepare_id?: string
  amount: string
  action: string
  sign_time: string
}

const encoder = new TextEncoder()

/** workerd's constant-time comparison (a Workers extension of SubtleCrypto that the DOM typings do not know). */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean }

async function md5Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('MD5', encoder.encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function clickSignSource(fields: ClickSignedFields, secretKey: string): string {
  return (
    fields.click_trans_id +
    fields.service_id +
    secretKey +
    fields.merchant_trans_id +
    (fields.merchant_prepare_id ?? '') +
    fields.amount +
    fields.action +
    fields.sign_time
  )
}

/** Whether `signString` is the request's signature; compared in constant time. */
export async function clickSignatureValid(fields: ClickSignedFields, signString: string, secretKey: string): Promise<boolean> {
  const expected = encoder.encode(await md5Hex(clickSignSource(fields, secretKey)))
  const given = encoder.encode(signString.toLowerCase())
  return given.byteLength === expected.byteLength && subtle.timingSafeEqual(given, expected)
}
