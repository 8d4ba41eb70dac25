import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { PAGE_MESSAGES_ELEMENT_ID } from '../../src/i18n/page-messages'
import { scriptSafeJson } from './script-safe-json'

/**
 * The messages a server render used, sent with the page so the browser hydrates without downloading the whole
 * catalogue first (src/i18n/message-store.ts completes it later). The catalogue handed to formatjs is a view that
 * notes every key formatjs reads; at the end of the stream the noted keys go into the page, already parsed as
 * the browser build expects them (worker/tools/precompiled-messages-plugin.ts).
 */
export interface MessageRecorder {
  /** The catalogue to give formatjs. */
  readonly messages: Record<string, string>
  /** Forget what was read so far (formatjs peeks at one message when it is created). */
  reset(): void
  /**
   * The `<script type="application/json">` element carrying the messages read since the last reset. Data is never
   * run, but it carries the response's nonce like every script element of the page.
   */
  script(nonce?: string): string
}

/** Parsed messages per catalogue: a message is parsed once per isolate, not once per request. */
const parsedCatalogues = new WeakMap<Record<string, string>, Map<string, MessageFormatElement[]>>()

function parsedMessage(catalogue: Record<string, string>, key: string): MessageFormatElement[] {
  let parsed = parsedCatalogues.get(catalogue)
  if (!parsed) parsedCatalogues.set(catalogue, (parsed = new Map()))
  let message = parsed.get(key)
  if (!message) parsed.set(key, (message = parse(catalogue[key]!)))
  return message
}

export function recordMessages(catalogue: Record<string, string>): MessageRecorder {
  const used = new Set<string>()
  const messages = new Proxy(catalogue, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(target, key)) used.add(key)
      return Reflect.get(target, key, receiver)
    },
  })
  return {
    messages,
    reset: () => used.clear(),
    script(nonce) {
      const parsed: Record<string, MessageFormatElement[]> = {}
      for (const key of [...used].sort()) parsed[key] = parsedMessage(catalogue, key)
      const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
      return `<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}"${nonceAttribute}>${scriptSafeJson(parsed)}</script>`
    },
  }
}
