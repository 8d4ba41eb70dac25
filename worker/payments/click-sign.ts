/**
 * Click SHOP-API request signatures (BE-14; docs.click.uz "Click-API – Request"): sign_string is the hex MD5 of
 *   click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id, Complete only] + amount
 *   + action + sign_time
 * over the values exactly as Click sent them (never re-formatted numbers). workerd's WebCrypto digests MD5.
 */
import { md5Hex, signatureMatches } from './md5'

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
  return signatureMatches(signString, await md5Hex(clickSignSource(fields, secretKey)))
}
