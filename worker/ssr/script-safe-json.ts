/**
 * JSON to embed in an inline script element: `<` is escaped, so `</script>` can never end the element early, and
 * the line separators U+2028/U+2029 are escaped for older JavaScript parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
