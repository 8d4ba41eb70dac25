import { createRouter, type AnyRoute } from '@tanstack/react-router'
import type { AppIntl } from './i18n/intl'
import type { ApiClient, ApiFetch } from './api/client'
import type { LanguageEntity } from './model/api'
import type { ClientUser } from './model/entities/users'
import type { MessageStore } from './i18n/message-store'
import type { Currency } from './model/currencies'
import type { Language } from './model/languages'
import { ErrorPage, NotFoundPage } from './components/ErrorPage'
import { apiRequestErrorAdapter } from './api/serialization'
import { parseSearchString, stringifySearchString } from './model/search-params'

/** What every route's loader and component can use. */
export interface RouterContext {
  api: ApiClient
  language: Language
  /**
   * The languages routable now (OQ-01), as the server read them from D1: the {-$lang} segment, the language switch
   * and hreflang all use this list. The server render hands it to the browser's router (dehydrate → hydrate).
   */
  languages: readonly LanguageEntity[]
  currency: Currency
  /**
   * The signed-in visitor as the server read the session cookie (OQ-53), or null: the server render already shows
   * the header's name and prefilled forms, and the browser's router starts from the same value (dehydrate → hydrate).
   */
  viewer: ClientUser | null
  intl: AppIntl
  /**
   * The browser's catalogue, which starts with the page's own messages (src/i18n/message-store.ts); absent on the
   * server, which has every message.
   */
  messageStore?: MessageStore
  /** Site origin for canonical URLs and og:url (SEO-04, OQ-20). */
  siteUrl: string
  /** The server render's in-process fetch of the staff desk's API (src/admin/staff-client.ts); the browser uses its own. */
  staffFetch?: ApiFetch
  /**
   * The edge rejected this address (e.g. an unknown payment type): render the 404 page at the address itself, so
   * the language links of the error page point at the same address in the other languages.
   */
  forceNotFound?: boolean
}

/** A router of the app over a route tree: the visitors' site (src/router.tsx) or the staff desk's (src/admin/desk-router.ts). */
export function createRouterFor<TRouteTree extends AnyRoute>(
  routeTree: TRouteTree,
  context: RouterContext,
  options: { nonce?: string; staleReloadMode?: 'background' | 'blocking' } = {},
) {
  // The page the server rendered is where the browser put the visitor (the top, its #hash, or as far as they
  // scrolled while it hydrated): the first render in the browser keeps that, later navigations restore or reset.
  let hydrating = typeof window !== 'undefined'
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    ...(options.staleReloadMode ? { defaultStaleReloadMode: options.staleReloadMode } : {}),
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    // Query values stay the text of the address; each route's validateSearch gives them their types (VALID-09).
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchString,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    // The plain router's option types leave this out (it is typed for TanStack Start), but SSR reads it at run time.
    ...({ serializationAdapters: [apiRequestErrorAdapter] } as object),
    dehydrate: () => ({ languages: context.languages, viewer: context.viewer }),
    hydrate: ({ languages, viewer }: { languages: readonly LanguageEntity[]; viewer: ClientUser | null }) => {
      router.options.context.languages = languages
      router.options.context.viewer = viewer
    },
  })
  return router
}

