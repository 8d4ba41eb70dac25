/// <reference lib="webworker" />
import { INTL_WARMED_UP, isIntlWarmUp, warmUpIntl } from './i18n/intl-warm-up'

/**
 * A Web Worker the page starts at its first paint (worker/ssr/start-script.ts): it is told the page's language and
 * zone, and tells the page when the data is loaded (the app waits for that before its first use of Intl).
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  if (isIntlWarmUp(event.data)) warmUpIntl(event.data)
  self.postMessage(INTL_WARMED_UP)
  self.close()
}
