/** What the page's start script tells the warm-up worker (worker/ssr/start-script.ts). */
export interface IntlWarmUp {
  /** The page's language. */
  language: string
  /** The zone the app's dates are computed in (OQ-21's default). */
  timeZone: string
}

/** What the worker answers once it is done (the start script settles the app's wait on any answer). */
export const INTL_WARMED_UP = 'intl-warmed-up'

/** The worker's message, checked: it comes from the page, but a worker trusts no shape it did not make. */
export function isIntlWarmUp(message: unknown): message is IntlWarmUp {
  if (typeof message !== 'object' || message === null) return false
  const { language, timeZone } = message as Record<string, unknown>
  return typeof language === 'string' && typeof timeZone === 'string'
}

/**
 * The first use of Intl in a page loads the browser's locale data: its list of supported locales, the
 * language's number and plural rules, the time zone database. That costs tens of milliseconds of main thread at
 * start-up (measured 30–60 ms in Chromium on our machines, four times that on a slow phone), in one piece. The
 * data is shared by the page's whole process, so a Web Worker started at the first paint loads it on another core
 * while the app's JavaScript downloads (src/intl-warm-up.worker.ts), and the app's own first use finds it ready.
 * The uses below are those of createIntl (src/i18n/intl.tsx), the messages' numbers and plurals, and the dates
 * computed in the default time zone (src/i18n/format.ts), which the page's start script passes in.
 *
 * It imports nothing: the worker's module graph stays its own chunk, apart from the app's (vite.config.ts).
 */
export function warmUpIntl({ language, timeZone }: IntlWarmUp, intl: typeof Intl = Intl): void {
  intl.NumberFormat.supportedLocalesOf(language)
  intl.DateTimeFormat.supportedLocalesOf(language)
  new intl.NumberFormat(language).format(1)
  new intl.PluralRules(language).select(1)
  new intl.DateTimeFormat(language, { timeZone }).format(0)
}
