import type { PhoneRegion, SitePhone } from '../../model/api'

/** Regions in the order the header and footer list them (LAYOUT-01, LAYOUT-06). */
export const PHONE_REGIONS: readonly PhoneRegion[] = ['KG', 'KZ', 'ABROAD']

export interface RegionPhones {
  region: PhoneRegion
  phones: SitePhone[]
}

/** Groups the site phones by region, regions in PHONE_REGIONS order, phones in their CMS order; empty regions are left out. */
export function groupPhonesByRegion(phones: readonly SitePhone[]): RegionPhones[] {
  return PHONE_REGIONS.map((region) => ({ region, phones: phones.filter((phone) => phone.region === region) })).filter(
    (group) => group.phones.length > 0,
  )
}

/** The number shown in the header bar: the first Kyrgyzstan phone, else the first phone at all. */
export function primaryPhone(phones: readonly SitePhone[]): SitePhone | undefined {
  return phones.find((phone) => phone.region === 'KG') ?? phones[0]
}

/** A tel: href from an E.164 number, keeping only the leading + and digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`
}
