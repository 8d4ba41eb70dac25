import type { ApiClient } from '../../api/client'
import type { ContactsEntity, LanguageEntity } from '../../model/api'

export interface ShellData {
  contacts: ContactsEntity | null
  languages: LanguageEntity[] | null
  /**
   * The public origin for canonical URLs, og:url and hreflang (SEO-04, OQ-20): SITE_URL or the request's origin,
   * decided on the server and carried to the browser with the loader data, so that the head the browser renders
   * is the one the server sent (no hydration difference when SITE_URL is not the address in the address bar).
   */
  siteUrl: string
}

export interface ShellContext {
  api: ApiClient
  siteUrl: string
}

/** Contacts and languages for header and footer, loaded in parallel; each failure is only logged (ERR-09). */
export async function loadShellData({ api, siteUrl }: ShellContext): Promise<ShellData> {
  const [contacts, languages] = await Promise.all([
    api.contacts().catch((error: unknown) => {
      console.error('contacts failed to load', error)
      return null
    }),
    api
      .languages()
      .then((list) => list.rows)
      .catch((error: unknown) => {
        console.error('languages failed to load', error)
        return null
      }),
  ])
  return { contacts, languages, siteUrl: siteUrl.replace(/\/+$/, '') }
}
