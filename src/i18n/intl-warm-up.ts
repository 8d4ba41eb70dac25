import { DEFAULT_TIME_ZONE } from '../model/time-zones'

/**
 * The first use of Intl in a page loads the browser's locale data: its list of supported locales, the
 * language's number and plural rules, the time zone database. That costs tens of milliseconds of main thread at
 * start-up (measured 30–60 ms in Chromium on our machines, four times that on a slow phone), in one piece. The
 * data is shared by the page's whole process, so a Web Worker started at the first paint loads it on another core
 * while the app's JavaScript downloads (src/intl-warm-up.worker.ts), and the app's own first use finds it ready.
 * The uses below are those of createIntl (src/i18n/intl.tsx), the messages' numbers and plurals, and the dates
 * computed in the default time zone (src/i18n/format.ts).
 */
export function warmUpIntl(language: string, intl: typeof Intl = Intl): void {
  intl.NumberFormat.supportedLocalesOf(language)
  intl.DateTimeFormat.supportedLocalesOf(language)
  new intl.NumberFormat(language).format(1)
  new intl.PluralRules(language).select(1)
  new intl.DateTimeFormat(language, { timeZone: DEFAULT_TIME_ZONE }).format(0)
}
