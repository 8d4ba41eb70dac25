/**
 * PayBox.money / Freedom Pay message signatures (paybox.money/dev/merchant-to-paybox, "Interaction between the store
 * and Paybox.money"): pg_sig is the lower-case hex MD5 of, joined with ';', the name of the script called (from the
 * last '/' to the end or '?'), every field of the message but pg_sig in alphabetical order of names (pg_salt
 * included; nested tags recursively; fields of the same name in message order), and the merchant's secret key.
 */
import { md5Hex, signatureMatches } from './md5'

/** A field of a PayBox message in its order; a nested tag holds fields of its own. */
export interface PayboxField {
  name: string
  value: string | PayboxField[]
}

const byName = (a: PayboxField, b: PayboxField) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** The values a signature covers, in their signed order (Array#sort is stable: same names keep message order). */
function signedValues(fields: readonly PayboxField[]): string[] {
  return fields
    .filter((field) => field.name !== 'pg_sig')
    .sort(byName)
    .flatMap((field) => (typeof field.value === 'string' ? [field.value] : signedValues(field.value)))
}

/** The fields of a flat message (a form, or parameters we send), in their order. */
export function payboxFields(entries: Iterable<[string, string]>): PayboxField[] {
  return [...entries].map(([name, value]) => ({ name, value }))
}

/** The text pg_sig hashes. */
export function payboxSignSource(script: string, fields: readonly PayboxField[], secretKey: string): string {
  return [script, ...signedValues(fields), secretKey].join(';')
}

export function payboxSignature(script: string, fields: readonly PayboxField[], secretKey: string): Promise<string> {
  return md5Hex(payboxSignSource(script, fields, secretKey))
}

/** Whether the message carries its own valid pg_sig for `script`; compared in constant time. */
export async function payboxSignatureValid(script: string, fields: readonly PayboxField[], secretKey: string): Promise<boolean> {
  const given = fields.find((field) => field.name === 'pg_sig')?.value
  return typeof given === 'string' && signatureMatches(given, await payboxSignature(script, fields, secretKey))
}

/** A random pg_salt of Latin letters and digits, as PayBox asks. */
export function payboxSalt(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
