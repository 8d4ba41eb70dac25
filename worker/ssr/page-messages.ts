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

/** The keys of a catalogue that `sentAlways` takes, per catalogue and predicate: found once per isolate. */
const alwaysSentKeys = new WeakMap<Record<string, string>, Map<(key: string) => boolean, readonly string[]>>()

function keysSentAlways(catalogue: Record<string, string>, sentAlways: (key: string) => boolean): readonly string[] {
  let byPredicate = alwaysSentKeys.get(catalogue)
  if (!byPredicate) alwaysSentKeys.set(catalogue, (byPredicate = new Map()))
  let keys = byPredicate.get(sentAlways)
  if (!keys) byPredicate.set(sentAlways, (keys = Object.keys(catalogue).filter(sentAlways)))
  return keys
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

/**
 * `sentAlways`: the keys that go into the page whether or not the render read them (a module-level function, so that
 * they are found once): what the browser may render before the whole catalogue has come that the server did not.
 */
export function recordMessages(catalogue: Record<string, string>, sentAlways?: (key: string) => boolean): MessageRecorder {
  const always = sentAlways ? keysSentAlways(catalogue, sentAlways) : []
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
      for (const key of [...new Set([...used, ...always])].sort()) parsed[key] = parsedMessage(catalogue, key)
      const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
      return `<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}"${nonceAttribute}>${scriptSafeJson(parsed)}</script>`
    },
  }
}
