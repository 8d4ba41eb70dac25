/**
 * Visitors' values in a plain-text mail (issue 39.9): a one-line value stays on its line, and free text is set apart
 * as an indented quote, so that neither can start a line of its own that reads like the mail's "Label: value".
 */

/** Control characters (tab, CR, LF, NEL and the rest of C0 and C1) and the Unicode line and paragraph separators. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu
/** Whatever a reader may show as a new line. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/
/** What starts every line of free text in a plain-text mail. */
export const QUOTE_PREFIX = '    > '

/** The value on one line: every run of line breaks and control characters is one space. */
export function oneLine(value: string): string {
  return value.replace(BREAKS_AND_CONTROLS, ' ').trim()
}

/** Free text as lines of an indented quote block, each line's own controls made spaces. */
export function quotedLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => `${QUOTE_PREFIX}${oneLine(line)}`.trimEnd())
}
