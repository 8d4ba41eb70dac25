/**
 * CSV for the desk's exports (issue 41): RFC 4180 (fields quoted when they hold a comma, quote or line break,
 * quotes doubled, CRLF between records), with a byte-order mark so that Excel opens UTF-8 Cyrillic as such.
 *
 * A cell that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return)
 * is prefixed with an apostrophe (OWASP's "CSV injection" advice): a lead's "=HYPERLINK(…)" stays text.
 */
export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  // A number is data the export itself wrote (an amount, a count): a negative one is not a formula.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')]
  for (const row of rows) lines.push(row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The headers of a CSV download named `<name>-<date>.csv`. */
export function csvHeaders(name: string, date: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${date}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
}
