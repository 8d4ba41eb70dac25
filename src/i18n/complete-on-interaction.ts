import { afterNextPaint } from '../after-next-paint'
import { visitorActedEarly } from '../early-clicks'
import type { MessageStore } from './message-store'

/** What counts as the visitor starting to use the page (a pointer arriving, a touch, a key, focus). */
const FIRST_INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Completes the catalogue when the visitor first does anything on the page: the page itself rendered from its
 * own messages, and whatever opens next (a menu, a form's errors, another page) finds every message. A failed load
 * is retried on the next interaction. A visitor who clicked or typed before the app was there (src/early-clicks.ts)
 * has started already: the catalogue loads at once, for what the replayed click shows. The load begins after the
 * interaction's frame has painted, so what the interaction shows is not held back by it (issue 43.3).
 */
export function completeOnFirstInteraction(store: MessageStore, target: Window = window): void {
  if (store.isComplete()) return
  const options = { capture: true, passive: true } as const
  const start = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, start, options)
    afterNextPaint(load)
  }
  const load = () => {
    store.complete().catch((error: unknown) => {
      console.warn('messages: the catalogue did not load; trying again on the next interaction', error)
      completeOnFirstInteraction(store, target)
    })
  }
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, start, options)
  if (visitorActedEarly(target)) start()
}
