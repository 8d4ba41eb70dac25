import type { ContactsEntity, Office, SitePhone } from '../../model/api'

/** CONST-03: other offices listed after the head office. */
export const OTHER_OFFICES_LIMIT = 99
/** CONST-03, CONTACTS-04, API-28: every franchise partner at once (the partners API allows up to 1000). */
export const FRANCHISE_PARTNERS_LIMIT = 1000

/** The partners call of the contacts page (CONTACTS-04, API-28). */
export const FRANCHISE_PARTNERS_QUERY = { type: 'FRANCHISE', limit: FRANCHISE_PARTNERS_LIMIT, expand: 'images' } as const

export interface ContactsView {
  /** CONTACTS-01: the phone shown first (the first of the site's phones), if any. */
  mainPhone: SitePhone | undefined
  /** CONTACTS-02: the first office. */
  headOffice: Office | undefined
  /** CONTACTS-03: the offices after the first that have an address, at most 99. */
  otherOffices: Office[]
}

/** What the contacts page shows of the contacts (CONTACTS-01…03). */
export function contactsView(contacts: ContactsEntity): ContactsView {
  const [headOffice, ...rest] = contacts.offices
  return {
    mainPhone: contacts.phones[0],
    headOffice,
    otherOffices: rest.filter((office) => office.address.trim() !== '').slice(0, OTHER_OFFICES_LIMIT),
  }
}

/**
 * Map embed HTML (`coords`, already sanitised by the API to an iframe of a map provider) is shown only when it is
 * an iframe whose address the Content-Security-Policy's frame-src allows (worker/edge/security-headers.ts).
 */
const FRAME_ALLOWED = /<iframe\b[^>]*\bsrc="https:\/\/(yandex\.ru|www\.google\.com)\/[^"]+"/i

export function isAllowedMapEmbed(html: string): boolean {
  return FRAME_ALLOWED.test(html)
}
