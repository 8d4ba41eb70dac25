import type { ContactsEntity, MessengerContact, Office, SitePhone, SocialLink } from '../../src/model/api'
import type { Language } from '../../src/model/languages'
import { phoneDisplay } from './phone-display'
import { profileDataStatement, valuesInLanguage } from './profile-data'
import { translated, translationJoins } from './translations'

interface ContactRow {
  kind: 'social' | 'phone' | 'messenger' | 'email'
  code: string
  value: string
  display: string
}

/** An office's phone in E.164 and as the site writes it. */
function withPhoneDisplay(office: Omit<Office, 'phone_display'>): Office {
  const { phone, display } = phoneDisplay(office.phone)
  return { ...office, phone, phone_display: office.phone ? display : '' }
}

/** Offices, socials, phones by region, messengers and the per-language json_data (API-30, BE-23). */
export async function readContacts(db: D1Database, language: Language): Promise<ContactsEntity> {
  const [offices, contacts, data] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.city_id, o.phone, o.coords, ${translated('city_name')}, ${translated('schedule')},
           ${translated('address')}, ${translated('legal_details')}
         FROM offices o ${translationJoins('office_translations', 'office_id', 'o.id')}
         ORDER BY o.position, o.id`,
      )
      .bind(language),
    db.prepare('SELECT kind, code, value, display FROM site_contacts ORDER BY kind, position, id'),
    profileDataStatement(db, 'contacts', language),
  ])
  const rows = (contacts?.results ?? []) as ContactRow[]
  const jsonData = valuesInLanguage(data, language)
  return {
    offices: ((offices?.results ?? []) as Array<Omit<Office, 'phone_display'>>).map(withPhoneDisplay),
    socials: rows
      .filter((row) => row.kind === 'social')
      .map((row) => ({ network: row.code, url: row.value }) as SocialLink),
    phones: rows
      .filter((row) => row.kind === 'phone')
      .map((row) => ({ region: row.code, ...phoneDisplay(row.value) }) as SitePhone),
    messengers: rows
      .filter((row) => row.kind === 'messenger')
      .map((row) => ({ messenger: row.code, url: row.value, display: row.display }) as MessengerContact),
    email: rows.find((row) => row.kind === 'email')?.value ?? '',
    json_data: jsonData,
  }
}
