/// <reference lib="webworker" />
import { warmUpIntl } from './i18n/intl-warm-up'

/** A Web Worker the page starts at its first paint (worker/ssr/start-script.ts): it is told the page's language. */
self.onmessage = (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string') warmUpIntl(event.data)
  self.close()
}
