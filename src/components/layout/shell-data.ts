import type { ApiClient } from '../../api/client'
import type { ContactsEntity, LanguageEntity, Office } from '../../model/api'
import type { FormEntity } from '../../model/entities/publications'
import { loadPageForm } from '../lead-forms/load-page-form'

/**
 * An office as every page needs it: the event page's manager phone for the event's city (OQ-04). Its address, hours,
 * legal details and map are /contacts's, which loads them itself; every page's data carried them to the browser.
 */
export type ShellOffice = Pick<Office, 'id' | 'city_id' | 'phone' | 'phone_display'>

/** The site's contacts as the header, the menu, the footer and the event page show them. */
export type ShellContacts = Omit<ContactsEntity, 'offices'> & { offices: ShellOffice[] }

/** What every page needs of the contacts (issue 43.3: a page's data holds only what it renders). */
export function shellContacts({ offices, ...contacts }: ContactsEntity): ShellContacts {
  return { ...contacts, offices: offices.map(({ id, city_id, phone, phone_display }) => ({ id, city_id, phone, phone_display })) }
}

export interface ShellData {
  contacts: ShellContacts | null
  /** The routable languages of the router's context (OQ-01), for the language switch. */
  languages: readonly LanguageEntity[]
  /**
   * The public origin for canonical URLs, og:url and hreflang (SEO-04, OQ-20): SITE_URL or the request's origin,
   * decided on the server and carried to the browser with the loader data, so that the head the browser renders
   * is the one the server sent (no hydration difference when SITE_URL is not the address in the address bar).
   */
  siteUrl: string
  /**
   * The footer's consultation form on the routes that show it (LEAD-06), so the server renders it whole with its
   * texts in the page; null elsewhere, or when it failed to load (the form then loads in the browser).
   */
  footerForm: FormEntity | null
}

export interface ShellContext {
  api: ApiClient
  languages: readonly LanguageEntity[]
  siteUrl: string
  showsFooterForm: boolean
}

/** Contacts for header and footer (a failure is only logged, ERR-09), the routable languages and the footer form. */
export async function loadShellData({ api, languages, siteUrl, showsFooterForm }: ShellContext): Promise<ShellData> {
  const [contacts, footerForm] = await Promise.all([
    api.contacts().then(shellContacts, (error: unknown) => {
      console.error('contacts failed to load', error)
      return null
    }),
    showsFooterForm ? loadPageForm(api, 'footer') : null,
  ])
  return { contacts, languages, siteUrl: siteUrl.replace(/\/+$/, ''), footerForm }
}
