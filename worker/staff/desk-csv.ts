/**
 * The desk's CSV exports as staff read them (issue 41, OQ-21): headers and codes in words of the page's language,
 * instants in the centre's time (Moscow) to the minute, the zone named in the header, the file dated by Moscow's day.
 */
import { deskDayOf, deskMinuteOf } from '../../src/model/desk-days'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { catalogueText, codeText } from '../lib/catalogue-text'
import { csvDocument, csvHeaders, type CsvCell } from '../lib/csv'

export interface DeskCsvWords {
  /** A plain message of the catalogues. */
  text: (key: string) => string
  /** A code's message `prefix.code`, or the code itself when there is none (a form made on the desk, an old value). */
  code: (prefix: string, code: string) => string
  /** An instant column's header naming the zone: "Создан (МСК)". */
  timeHeader: (key: string) => string
  /** An instant as `YYYY-MM-DD HH:MM` Moscow time (a spreadsheet's date-time); null stays empty. */
  at: (instant: string | null) => string | null
  yesNo: (value: boolean) => string
}

export function deskCsvWords(language: Language = DEFAULT_LANGUAGE): DeskCsvWords {
  const text = (key: string) => catalogueText(language, key)
  const zone = text('time.zone.moscow')
  return {
    text,
    code: (prefix, code) => codeText(language, prefix, code),
    timeHeader: (key) => `${text(key)} (${zone})`,
    at: (instant) => (instant === null ? null : deskMinuteOf(instant)),
    yesNo: (value) => text(value ? 'admin.csv.yes' : 'admin.csv.no'),
  }
}

/** The download `<name>-<Moscow's date>.csv` of a header and rows. */
export function deskCsvResponse(name: string, header: readonly string[], rows: Iterable<readonly CsvCell[]>, now = Date.now()): Response {
  return new Response(csvDocument(header, rows), { headers: csvHeaders(name, deskDayOf(now)) })
}
