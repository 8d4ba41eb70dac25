/**
 * I18N-06 for the per-language JSON of the landing profiles (issue 42.5): staff leave a translation empty and the
 * site shows the Russian text in its place, item by item, when it renders; what is stored stays empty.
 */

/** `own` with each empty string taken from `ru` at the same place (list index, object key); other values kept. */
export function fillRuGaps(own: unknown, ru: unknown): unknown {
  if (typeof own === 'string') return own.trim() === '' && typeof ru === 'string' ? ru : own
  if (Array.isArray(own)) return own.map((item, index) => fillRuGaps(item, Array.isArray(ru) ? ru[index] : undefined))
  if (own !== null && typeof own === 'object') {
    const from = ru !== null && typeof ru === 'object' && !Array.isArray(ru) ? (ru as Record<string, unknown>) : {}
    return Object.fromEntries(Object.entries(own).map(([key, value]) => [key, fillRuGaps(value, from[key])]))
  }
  return own
}
