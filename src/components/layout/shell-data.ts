import type { ApiClient } from '../../api/client'
import type { ContactsEntity, LanguageEntity } from '../../model/api'

export interface ShellData {
  contacts: ContactsEntity | null
  /** The routable languages of the router's context (OQ-01), for the language switch. */
  languages: readonly LanguageEntity[]
  /**
   * The public origin for canonical URLs, og:url and hreflang (SEO-04, OQ-20): SITE_URL or the request's origin,
   * decided on the server and carried to the browser with the loader data, so that the head the browser renders
   * is the one the server sent (no hydration difference when SITE_URL is not the address in the address bar).
   */
  siteUrl: string
}

export interface ShellContext {
  api: ApiClient
  languages: readonly LanguageEntity[]
  siteUrl: string
}

/** Contacts for header and footer (a failure is only logged, ERR-09) and the routable languages. */
export async function loadShellData({ api, languages, siteUrl }: ShellContext): Promise<ShellData> {
  const contacts = await api.contacts().catch((error: unknown) => {
    console.error('contacts failed to load', error)
    return null
  })
  return { contacts, languages, siteUrl: siteUrl.replace(/\/+$/, '') }
}
