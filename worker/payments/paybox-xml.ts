/**
 * PayBox's XML messages (its answers to init_payment.php, get_status3.php and revoke.php, and our answer to its
 * result call): one root element (`response`) whose child elements are the fields, possibly nested. The reader
 * keeps the fields in document order and the exact text of each leaf, since the signature covers both.
 */
import type { PayboxField } from './paybox-sign'

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
  })
}

function encode(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${Object.keys(ENTITIES).find((name) => ENTITIES[name] === char)!};`)
}

const TOKENS = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([\w:.-]+)\s*>|<([\w:.-]+)(?:\s[^>]*?)?(\/?)>|([^<]+)|</g

interface OpenElement {
  name: string
  fields: PayboxField[]
  text: string
}

/** The fields under the root element, or null when the text is not one well-formed element. */
export function readPayboxXml(xml: string): PayboxField[] | null {
  const stack: OpenElement[] = []
  let root: PayboxField[] | null = null
  for (const [token, cdata, closing, opening, selfClosing, text] of xml.matchAll(TOKENS)) {
    const current = stack.at(-1)
    if (opening !== undefined) {
      if (root !== null) return null
      if (selfClosing) current?.fields.push({ name: opening, value: '' })
      else stack.push({ name: opening, fields: [], text: '' })
    } else if (closing !== undefined) {
      const element = stack.pop()
      if (element?.name !== closing) return null
      const value = element.fields.length > 0 ? element.fields : element.text
      if (stack.length === 0) root = element.fields
      else stack.at(-1)!.fields.push({ name: element.name, value })
    } else if (cdata !== undefined || text !== undefined) {
      if (current) current.text += cdata ?? decode(text!)
      else if (text?.trim()) return null
    } else if (token === '<') {
      return null
    }
  }
  return stack.length === 0 ? root : null
}

function element(field: PayboxField): string {
  return `<${field.name}>${typeof field.value === 'string' ? encode(field.value) : field.value.map(element).join('')}</${field.name}>`
}

/** A message as PayBox's XML, under `<response>`. */
export function payboxXml(fields: readonly PayboxField[]): string {
  return `<?xml version="1.0" encoding="utf-8"?><response>${fields.map(element).join('')}</response>`
}

/** The top-level text fields of a message by name (the first of each name). */
export function payboxValues(fields: readonly PayboxField[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of fields) if (typeof field.value === 'string' && !(field.name in values)) values[field.name] = field.value
  return values
}
