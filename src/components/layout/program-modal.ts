import type { ContactsEntity } from '../../model/api'
import type { InfoModalLink, InfoModalProps } from '../app-providers'
import { NETWORK_NAMES } from './network-names'
import { groupPhonesByRegion, telHref } from './phones'

type Translate = (id: string, values?: Record<string, string | number>) => string

/** The consultation phones by region and the messengers, each a working link (LAYOUT-03, TRAINER-04). */
export function consultationLinks(contacts: ContactsEntity | null, t: Translate): InfoModalLink[] {
  const phoneLinks: InfoModalLink[] = groupPhonesByRegion(contacts?.phones ?? []).flatMap((group) =>
    group.phones.map((phone) => ({
      href: telHref(phone.phone),
      label: `${t(`layout.phones.region.${group.region}`)}: ${phone.display}`,
    })),
  )
  const messengerLinks: InfoModalLink[] = (contacts?.messengers ?? []).map((contact) => ({
    href: contact.url,
    label: `${t('layout.messengers.write', { messenger: NETWORK_NAMES[contact.messenger] })}: ${contact.display}`,
    external: true,
  }))
  return [...phoneLinks, ...messengerLinks]
}

/**
 * LAYOUT-03, OQ-09: what "Choose a program" shows until the get_program form modal arrives — a short text and
 * the consultation phones by region and the messengers, each a working link.
 */
export function programModalProps(contacts: ContactsEntity | null, t: Translate): InfoModalProps {
  return {
    title: t('layout.program.title'),
    subtitle: t('layout.program.text'),
    links: consultationLinks(contacts, t),
  }
}
