/**
 * PayBox's message format as the fakes speak it, computed independently of the adapter (node:crypto): pg_sig is the
 * md5 of the script name, the fields but pg_sig sorted by name (nested tags recursively) and the secret key, joined
 * with ';'; answers are signed XML under <response>. Shared by the Worker tests' fake and the end-to-end fake.
 */
import { createHash } from 'node:crypto'

export type PayboxFakeField = [name: string, value: string | PayboxFakeField[]]

function values(fields: readonly PayboxFakeField[]): string[] {
  return fields
    .filter(([name]) => name !== 'pg_sig')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : values(value)))
}

export function fakeSignature(script: string, fields: readonly PayboxFakeField[], secretKey: string): string {
  return createHash('md5').update([script, ...values(fields), secretKey].join(';')).digest('hex')
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const xmlOf = (fields: readonly PayboxFakeField[]): string =>
  fields.map(([name, value]) => `<${name}>${typeof value === 'string' ? escapeXml(value) : `\n    ${xmlOf(value)}\n`}</${name}>`).join('\n  ')

let salt = 0

/** A signed XML answer of `script`, as PayBox writes it. */
export function signedAnswer(script: string, fields: readonly PayboxFakeField[], secretKey: string): string {
  const signed: PayboxFakeField[] = [...fields, ['pg_salt', `salt${++salt}${Date.now().toString(36)}`]]
  signed.push(['pg_sig', fakeSignature(script, signed, secretKey)])
  return `<?xml version="1.0" encoding="utf-8"?>\n<response>\n  ${xmlOf(signed)}\n</response>`
}

/** The script name PayBox signs a call to `url` with: its last path segment. */
export const scriptOf = (url: string) => new URL(url).pathname.split('/').pop()!

/** The result call PayBox posts to pg_result_url, signed; `fields` are the call's fields but pg_salt and pg_sig. */
export function signedResultCall(resultUrl: string, fields: Record<string, string>, secretKey: string): URLSearchParams {
  const call: Record<string, string> = { ...fields, pg_salt: `salt${++salt}${Date.now().toString(36)}` }
  call.pg_sig = fakeSignature(scriptOf(resultUrl), Object.entries(call), secretKey)
  return new URLSearchParams(call)
}
