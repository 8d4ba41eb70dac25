/// <reference lib="webworker" />
import { isIntlWarmUp, warmUpIntl } from './i18n/intl-warm-up'

/** A Web Worker the page starts at its first paint (worker/ssr/start-script.ts): it is told the page's language and zone. */
self.onmessage = (event: MessageEvent<unknown>) => {
  if (isIntlWarmUp(event.data)) warmUpIntl(event.data)
  self.close()
}
