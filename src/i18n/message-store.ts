import type { Messages } from './messages'

/**
 * The browser's message catalogue, which starts with only the messages the server used for this page (read from
 * the page itself) and is completed by loading the language's whole catalogue once it is needed: on the first
 * interaction or before the first client-side navigation. formatjs looks messages up at call time, so completing
 * the same object in place makes every message available to the intl object that already holds it.
 */
export interface MessageStore {
  /** The catalogue handed to formatjs; completed in place. */
  readonly messages: Messages
  /** True once the whole catalogue is in `messages`. */
  isComplete(): boolean
  /** Loads the whole catalogue once (later calls share the same promise); resolves when it is in `messages`. */
  complete(): Promise<void>
  /**
   * A text was asked for that the catalogue does not hold yet (formatjs fell back to its key): remembered, so that the
   * UI renders again once the catalogue is complete, and the whole catalogue loads.
   */
  missing(): void
  /** Whether a text was missing before the catalogue was complete: only then does the UI need to render again. */
  hadMissing(): boolean
  /** Called after the catalogue was completed, so the UI can render again with every message. */
  subscribe(listener: () => void): () => void
}

/**
 * `initial`: the page's own messages, or the whole catalogue when `loadAll` is null. A failed load is retried on
 * the next `complete()` call (a phone that lost its connection for a moment).
 */
export function createMessageStore(initial: Messages, loadAll: (() => Promise<Messages>) | null): MessageStore {
  const messages: Record<string, unknown> = { ...initial }
  let complete = loadAll === null
  let loading: Promise<void> | null = null
  let missed = false
  const listeners = new Set<() => void>()

  const store: MessageStore = {
    messages: messages as Messages,
    isComplete: () => complete,
    missing() {
      if (complete) return
      missed = true
      store.complete().catch((error: unknown) => console.warn('messages: the catalogue did not load', error))
    },
    hadMissing: () => missed,
    complete() {
      if (complete || !loadAll) return Promise.resolve()
      loading ??= loadAll().then(
        (all) => {
          Object.assign(messages, all)
          complete = true
          for (const listener of listeners) listener()
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return store
}

const settled = new WeakMap<MessageStore, Promise<void>>()

/**
 * The store's completion as one promise that never rejects, shared by every caller: what waits for the whole
 * catalogue (a lazily rendered piece, a toast's text) goes on after a failed load too, and message keys then
 * complete the catalogue by themselves (createAppIntl's onMissingMessage).
 */
export function catalogueSettled(store: MessageStore): Promise<void> {
  let promise = settled.get(store)
  if (!promise) {
    promise = store.complete().catch((error: unknown) => console.warn('messages: the catalogue did not load', error))
    settled.set(store, promise)
  }
  return promise
}
