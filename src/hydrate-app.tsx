import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createApiClient } from './api/client'
import { unauthorizedAnswers } from './api/unauthorized'
import { intlWarmedUp } from './app-start'
import { createAppIntl } from './i18n/intl'
import { ensureTemporal } from './i18n/platform-temporal'
import { completeOnFirstInteraction } from './i18n/complete-on-interaction'
import { createMessageStore } from './i18n/message-store'
import { loadMessages } from './i18n/messages'
import { readPageMessages } from './i18n/page-messages'
import { currencyFromCookie } from './model/currencies'
import { DEFAULT_LANGUAGE, isLanguage } from './model/languages'
import { nextTask } from './next-task'
import type { AnyRouter } from '@tanstack/react-router'
import type { RouterContext } from './create-router'
import { reloadOnFailedChunks } from './chunk-load-recovery'
import { afterLoadWhenIdle } from './after-load-when-idle'
import { SCROLL_REVEAL_START_MS } from './model/timers'
import { revealSections } from './scroll-reveal'
import { openPageGates } from './components/HydrateWhenNear'

/** How an app makes its router: the visitors' site (src/router.tsx) or the staff desk (src/admin/desk-router.ts). */
export type CreateRouter = (context: RouterContext) => AnyRouter

/**
 * Hydrates the server-rendered page with the router of its app: same language and currency as the server used. Each
 * app's entry (src/entry-client.tsx, src/admin/desk-entry.tsx) exports a `start` that calls this; the page's start
 * script (worker/ssr/start-script.ts) imports the entry of the app that rendered it and calls `start`.
 */
export async function hydrateApp(createRouter: CreateRouter) {
  reloadOnFailedChunks()
  const lang = document.documentElement.lang
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  const currency = currencyFromCookie(document.cookie)
  const api = createApiClient({
    origin: window.location.origin,
    language,
    currency,
    // AUTH-16: a 401 signs the visitor out (the session store listens).
    fetch: unauthorizedAnswers.watch((request) => window.fetch(request)),
  })
  // The page carries the messages it was rendered with; the whole catalogue loads once the visitor starts using
  // the page (or before the first navigation), not before hydration.
  const pageMessages = readPageMessages(document)
  // The first use of Intl below finds the locale data loaded by the start script's warm-up worker, instead of
  // loading it in one long task of its own (src/app-start.ts).
  const [initial] = await Promise.all([pageMessages ?? loadMessages(language), ensureTemporal(), intlWarmedUp()])
  // Each step below is a task of its own (the first use of Intl loads the locale's data; the router builds its
  // tree; hydration starts): together they would block a phone's main thread for long.
  await nextTask()
  const messageStore = createMessageStore(initial, pageMessages ? () => loadMessages(language) : null)
  completeOnFirstInteraction(messageStore)
  const intl = createAppIntl(language, messageStore.messages, () => messageStore.missing())
  await nextTask()
  // The routable languages come with the server's dehydrated state (src/create-router.ts).
  const router = createRouter({ api, language, languages: [], viewer: null, currency, intl, messageStore, siteUrl: window.location.origin })
  // A navigation made by the app itself, with no interaction before it, hydrates the parts still waiting (HydrateWhenNear).
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation) openPageGates()
  })
  const inspect = new URLSearchParams(window.location.search).get('inspect')
  if (inspect === 'stately' && import.meta.env.DEV) {
    const { attachStatelyInspector } = await import('./inspect-stately')
    attachStatelyInspector()
  } else if (inspect !== null) {
    const { attachInspector } = await import('./inspect')
    attachInspector()
  }
  await nextTask()
  // Hydrating in a transition lets React yield to the browser between units of work instead of blocking the
  // main thread for the whole page (a phone stays responsive while it hydrates; Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
  // LAYOUT-11: sections rise in as they scroll into view, from 0.5 s after the page is ready and on each new page.
  afterLoadWhenIdle(() =>
    setTimeout(() => {
      let stop = revealSections()
      router.subscribe('onRendered', () => {
        stop()
        stop = revealSections()
      })
    }, SCROLL_REVEAL_START_MS),
  )
}
