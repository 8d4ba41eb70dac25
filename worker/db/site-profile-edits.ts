/**
 * The desk's read and write of the site profile (issue 42): contacts, messengers, offices, franchise data and FAQ, the
 * about, club and online-school blocks with their galleries. A write is one batch: the version guard (a stale save rolls the batch back), the audit row, the change.
 */
import { LANGUAGES, type Language } from '../../src/model/languages'
import { LANDING_GALLERY_KIND } from '../../src/model/entities/landing'
import { phoneNumberOf, telegramLink, whatsappLink, type ProfileCard, type ProfileClubManager, type ProfileFigure, type ProfileFileRow, type ProfileResultsTab, type ProfileTimelineRow, type SiteProfileData, type SiteProfileRecord, type Texts } from '../../src/model/site-profile'
import { auditStatement } from './staff-audit'

interface Actor {
  userId: number
  now: number
}

/** A profile to store over `version`: valid, its map embeds and legal details already sanitised. */
export interface SiteProfileWrite {
  profile: SiteProfileData
  version: number
}

interface ContactRow {
  kind: 'social' | 'phone' | 'messenger' | 'email'
  code: string
  value: string
  display: string
}

type TextRow = Record<string, string | number> & { language: string }

const emptyTexts = (): Texts => ({ ru: '', en: '', ky: '' })

/** Texts of `column` per language from rows of one owner. */
function textsOf(rows: TextRow[], column: string): Texts {
  const texts = emptyTexts()
  for (const row of rows) if ((LANGUAGES as readonly string[]).includes(row.language)) texts[row.language as Language] = String(row[column] ?? '')
  return texts
}

function parsed<Value>(value: string | undefined, fallback: Value): Value {
  try {
    return value === undefined ? fallback : (JSON.parse(value) as Value)
  } catch {
    return fallback
  }
}

/** The about figures from each language's JSON list: figure i's value and label in every language. */
function figuresOf(rows: Array<{ language: string; value: string }>): ProfileFigure[] {
  const lists = new Map(rows.map((row) => [row.language, parsed<Array<{ value: string; label: string }>>(row.value, [])]))
  const count = lists.get('ru')?.length ?? 0
  return Array.from({ length: count }, (_, index) => {
    const pick = (field: 'value' | 'label') => Object.fromEntries(LANGUAGES.map((language) => [language, String(lists.get(language)?.[index]?.[field] ?? '')])) as Texts
    return { value: pick('value'), label: pick('label') }
  })
}

/** Row i of a list kept as one JSON list per language: `at(language, row)` picks its per-language part, ru giving the rows. */
function zippedRows<Row>(rows: Array<{ language: string; value: string }>, at: (pick: (language: Language) => Record<string, unknown>) => Row): Row[] {
  const lists = new Map(rows.map((row) => [row.language, parsed<Array<Record<string, unknown>>>(row.value, [])]))
  return (lists.get('ru') ?? []).map((_, index) => at((language) => lists.get(language)?.[index] ?? {}))
}

const textsAt = (pick: (language: Language) => Record<string, unknown>, key: string) => Object.fromEntries(LANGUAGES.map((language) => [language, String(pick(language)[key] ?? '')])) as Texts

/** ABOUT-05: the timeline's rows, each year with its text per language. */
const timelineOf = (rows: Array<{ language: string; value: string }>) => zippedRows(rows, (pick): ProfileTimelineRow => ({ year: Number(pick('ru').year ?? 0), text: textsAt(pick, 'text') }))

/** ABOUT-03: the documents, each file's address with its title per language. */
const filesOf = (rows: Array<{ language: string; value: string }>) => zippedRows(rows, (pick): ProfileFileRow => ({ url: String(pick('ru').url ?? ''), title: textsAt(pick, 'title') }))

/** A club or school list of titled texts. */
const cardsOf = (rows: Array<{ language: string; value: string }>) => zippedRows(rows, (pick): ProfileCard => ({ title: textsAt(pick, 'title'), text: textsAt(pick, 'text') }))

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Each language's list of plain texts zipped into Texts, ru giving the rows. */
const zippedTexts = (list: (language: Language) => unknown[]): Texts[] =>
  list('ru').map((_, index) => Object.fromEntries(LANGUAGES.map((language) => [language, String(list(language)[index] ?? '')])) as Texts)

/** A list of plain texts kept as one JSON list of strings per language. */
function textListOf(rows: Array<{ language: string; value: string }>): Texts[] {
  const lists = new Map(rows.map((row) => [row.language, parsed<unknown[]>(row.value, [])]))
  return zippedTexts((language) => lists.get(language) ?? [])
}

/** SCHOOL-04: the results tabs, each title and its rows per language. */
const resultsOf = (rows: Array<{ language: string; value: string }>) =>
  zippedRows(rows, (pick): ProfileResultsTab => ({ title: textsAt(pick, 'title'), items: zippedTexts((language) => listOf(pick(language).items)) }))

/** CLUB-04: the manager as stored (one JSON value in ru); no employee and no contacts when there is none. */
function clubManagerOf(value: string | undefined): ProfileClubManager {
  const stored = parsed<Partial<ProfileClubManager> | null>(value, null)
  return { employee_id: typeof stored?.employee_id === 'number' ? stored.employee_id : null, phone: String(stored?.phone ?? ''), email: String(stored?.email ?? '') }
}

/** The manager's stored value: its phone as the site writes it; empty (removed) when nothing is set. */
function clubManagerValue({ employee_id, phone, email }: ProfileClubManager): string {
  if (employee_id === null && phone.trim() === '' && email.trim() === '') return ''
  return JSON.stringify({ employee_id, phone: phoneNumberOf(phone)?.display ?? phone.trim(), email: email.trim() })
}

/** The landing profiles' galleries and the franchise poster, all entity_images of LANDING_GALLERY_KIND under these ids. */
const PROFILE_IMAGE_OWNERS = `('franchise', 'about', 'club')`

/** The whole profile as the desk edits it, its version, the cities an office may be in and the employees who may manage the club. */
export async function readSiteProfile(db: D1Database): Promise<SiteProfileRecord> {
  const [contacts, offices, officeTexts, data, faq, faqTexts, version, cities, images, employees] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT kind, code, value, display FROM site_contacts ORDER BY kind, position, id'),
    db.prepare('SELECT id, city_id, phone, coords FROM offices ORDER BY position, id'),
    db.prepare('SELECT office_id, language, city_name, schedule, address, legal_details FROM office_translations'),
    db.prepare(`SELECT profile, key, language, value FROM site_profile_data WHERE profile IN ('contacts', 'franchise', 'about', 'club', 'online_school')`),
    db.prepare('SELECT id FROM franchise_faq ORDER BY position, id'),
    db.prepare('SELECT faq_id, language, question, answer FROM franchise_faq_translations'),
    db.prepare('SELECT version FROM site_profile_version WHERE id = 1'),
    db.prepare(`SELECT c.id, COALESCE(t.title, c.slug) AS name FROM cities c LEFT JOIN city_translations t ON t.city_id = c.id AND t.language = 'ru' ORDER BY c.position, c.id`),
    db.prepare(`SELECT entity_id, image_uuid FROM entity_images WHERE entity_kind = ?1 AND entity_id IN ${PROFILE_IMAGE_OWNERS} ORDER BY position, image_uuid`).bind(LANDING_GALLERY_KIND),
    db.prepare(`SELECT e.id, COALESCE(t.full_name, '') AS name FROM employees e LEFT JOIN employee_translations t ON t.employee_id = e.id AND t.language = 'ru' ORDER BY e.position, e.id`),
  ])
  const imagesOf = (owner: string) => (images!.results as unknown as Array<{ entity_id: string; image_uuid: string }>).filter((row) => row.entity_id === owner).map((row) => row.image_uuid)
  const rows = contacts!.results as unknown as ContactRow[]
  const dataRows = data!.results as unknown as Array<{ profile: string; key: string; language: string; value: string }>
  const values = (profile: string, key: string) => dataRows.filter((row) => row.profile === profile && row.key === key)
  const plain = (profile: string, key: string) => textsOf(values(profile, key) as unknown as TextRow[], 'value')
  const ruValue = (profile: string, key: string) => values(profile, key).find((row) => row.language === 'ru')?.value
  const messenger = (code: string) => rows.find((row) => row.kind === 'messenger' && row.code === code)?.display ?? ''
  const officeRows = officeTexts!.results as unknown as TextRow[]
  const faqRows = faqTexts!.results as unknown as TextRow[]
  const founded = parsed<unknown>(ruValue('about', 'founded'), null)
  const profile: SiteProfileData = {
    email: rows.find((row) => row.kind === 'email')?.value ?? '',
    phones: rows.filter((row) => row.kind === 'phone').map((row) => ({ region: row.code as SiteProfileData['phones'][number]['region'], phone: row.value })),
    socials: rows.filter((row) => row.kind === 'social').map((row) => ({ network: row.code as SiteProfileData['socials'][number]['network'], url: row.value })),
    telegram: messenger('telegram'),
    whatsapp: messenger('whatsapp'),
    company_name: plain('contacts', 'company_name'),
    tagline: plain('contacts', 'tagline'),
    rights: plain('contacts', 'rights'),
    offices: (offices!.results as unknown as Array<{ id: number; city_id: number | null; phone: string; coords: string }>).map((office) => {
      const texts = officeRows.filter((row) => row.office_id === office.id)
      return {
        ...office,
        city_name: textsOf(texts, 'city_name'),
        schedule: textsOf(texts, 'schedule'),
        address: textsOf(texts, 'address'),
        legal_details: textsOf(texts, 'legal_details'),
      }
    }),
    franchise_employees: Number.parseInt(ruValue('franchise', 'employees_count') ?? '0', 10) || 0,
    franchise_events: Number.parseInt(ruValue('franchise', 'events_count') ?? '0', 10) || 0,
    franchise_video: ruValue('franchise', 'video_url') ?? '',
    franchise_poster: imagesOf('franchise')[0] ?? null,
    faq: (faq!.results as unknown as Array<{ id: number }>).map(({ id }) => {
      const texts = faqRows.filter((row) => row.faq_id === id)
      return { id, question: textsOf(texts, 'question'), answer: textsOf(texts, 'answer') }
    }),
    founded: typeof founded === 'number' ? founded : null,
    about_figures: figuresOf(values('about', 'figures')),
    about_timeline: timelineOf(values('about', 'timeline')),
    about_files: filesOf(values('about', 'files')),
    club_banner: zippedRows(values('club', 'banner').map((row) => ({ ...row, value: `[${row.value}]` })), (pick): ProfileCard => ({ title: textsAt(pick, 'title'), text: textsAt(pick, 'text') }))[0] ?? { title: emptyTexts(), text: emptyTexts() },
    club_cards: cardsOf(values('club', 'cards')),
    club_audience: textListOf(values('club', 'audience')),
    club_manager: clubManagerOf(ruValue('club', 'manager')),
    club_gallery: imagesOf('club'),
    about_gallery: imagesOf('about'),
    school_platform_url: parsed<string>(ruValue('online_school', 'platform_url'), ''),
    school_steps: cardsOf(values('online_school', 'steps')),
    school_schedule: cardsOf(values('online_school', 'schedule')),
    school_results: resultsOf(values('online_school', 'results')),
  }
  return {
    profile,
    version: Number((version!.results[0] as { version?: number } | undefined)?.version ?? 1),
    cities: cities!.results as unknown as SiteProfileRecord['cities'],
    employees: employees!.results as unknown as SiteProfileRecord['employees'],
  }
}

/** The site_contacts rows of a profile, in the public API's shapes (E.164 phones, messenger links). */
function contactRows(profile: SiteProfileData): ContactRow[] {
  const phone = (input: string) => phoneNumberOf(input) ?? { phone: input.trim(), display: input.trim() }
  const telegram = profile.telegram.trim() ? telegramLink(profile.telegram) : null
  const whatsapp = profile.whatsapp.trim() ? whatsappLink(profile.whatsapp) : null
  return [
    ...profile.socials.map((social): ContactRow => ({ kind: 'social', code: social.network, value: social.url.trim(), display: '' })),
    ...profile.phones.map((row): ContactRow => ({ kind: 'phone', code: row.region, value: phone(row.phone).phone, display: phone(row.phone).display })),
    ...(whatsapp ? [{ kind: 'messenger', code: 'whatsapp', value: whatsapp.url, display: whatsapp.display } as ContactRow] : []),
    ...(telegram ? [{ kind: 'messenger', code: 'telegram', value: telegram.url, display: telegram.display } as ContactRow] : []),
    { kind: 'email', code: 'main', value: profile.email.trim(), display: profile.email.trim() },
  ]
}

/** New rows' ids: after the highest stored one, in the order they come. */
function withIds<Row extends { id: number | null }>(rows: Row[], highest: number): Array<Row & { id: number }> {
  let next = highest
  return rows.map((row) => ({ ...row, id: row.id ?? (next += 1) }))
}

/** One site_profile_data value per language: stored when non-empty, removed otherwise (the site falls back to ru). */
function dataStatements(db: D1Database, profile: string, key: string, values: Partial<Record<Language, string>>): D1PreparedStatement[] {
  return LANGUAGES.map((language) => {
    const value = values[language]
    return value
      ? db
          .prepare(`INSERT INTO site_profile_data (profile, key, language, value) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (profile, key, language) DO UPDATE SET value = excluded.value`)
          .bind(profile, key, language, value)
      : db.prepare('DELETE FROM site_profile_data WHERE profile = ?1 AND key = ?2 AND language = ?3').bind(profile, key, language)
  })
}


/** A list kept as one JSON list per language (every language holds every row; an empty text stays empty, issue 42.5). */
function listStatements<Row>(db: D1Database, key: string, rows: readonly Row[], inLanguage: (row: Row, language: Language) => unknown, profile = 'about'): D1PreparedStatement[] {
  return dataStatements(db, profile, key, Object.fromEntries(LANGUAGES.map((language) => [language, rows.length === 0 && language !== 'ru' ? '' : JSON.stringify(rows.map((row) => inLanguage(row, language)))])))
}

const cardIn = (card: ProfileCard, language: Language) => ({ title: card.title[language].trim(), text: card.text[language].trim() })

/** The sizes of the uploaded files at these /media/ addresses; a missing address is no uploaded file. */
export async function uploadedFileSizes(db: D1Database, urls: readonly string[]): Promise<Map<string, number>> {
  const { results } = await db.prepare('SELECT url, bytes FROM uploaded_files WHERE url IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(urls)).all<{ url: string; bytes: number }>()
  return new Map(results.map((row) => [row.url, row.bytes]))
}

/** Saves `profile` over `version`; false when someone saved first (the batch rolled back). `sizes`: each about file's bytes. */
export async function saveSiteProfile(db: D1Database, before: SiteProfileData, { profile, version }: SiteProfileWrite, { userId, now }: Actor, sizes: ReadonlyMap<string, number> = new Map()): Promise<boolean> {
  const highest = await db.batch<{ top: number }>([db.prepare('SELECT COALESCE(MAX(id), 0) AS top FROM offices'), db.prepare('SELECT COALESCE(MAX(id), 0) AS top FROM franchise_faq')])
  const offices = withIds(profile.offices, highest[0]!.results[0]!.top)
  const faq = withIds(profile.faq, highest[1]!.results[0]!.top)
  const keptOffices = JSON.stringify(offices.map((office) => office.id))
  const keptFaq = JSON.stringify(faq.map((item) => item.id))
  // Issue 42.5: an empty translation is stored empty; the public read takes ru in its place (fillRuGaps).
  const figures = (language: Language) => JSON.stringify(profile.about_figures.map((figure) => ({ value: figure.value[language].trim(), label: figure.label[language].trim() })))
  const statements = [
    db.prepare('INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM site_profile_version WHERE id = 1 AND version = ?1)').bind(version),
    db.prepare('UPDATE site_profile_version SET version = version + 1 WHERE id = 1'),
    auditStatement(db, { userId, action: 'site_profile.update', subject: 'site_profile', before, after: profile }, now),
    db.prepare(`DELETE FROM site_contacts WHERE kind IN ('social', 'phone', 'messenger', 'email')`),
    ...contactRows(profile).map((row, position) =>
      db.prepare('INSERT INTO site_contacts (kind, code, value, display, position) VALUES (?1, ?2, ?3, ?4, ?5)').bind(row.kind, row.code, row.value, row.display, position),
    ),
    db.prepare('DELETE FROM offices WHERE id NOT IN (SELECT value FROM json_each(?1))').bind(keptOffices),
    db.prepare('DELETE FROM office_translations WHERE office_id IN (SELECT value FROM json_each(?1))').bind(keptOffices),
    ...offices.flatMap((office, position) => [
      db
        .prepare(
          `INSERT INTO offices (id, position, city_id, phone, coords) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (id) DO UPDATE SET position = excluded.position, city_id = excluded.city_id, phone = excluded.phone, coords = excluded.coords`,
        )
        .bind(office.id, position, office.city_id, phoneNumberOf(office.phone)?.phone ?? office.phone.trim(), office.coords),
      ...LANGUAGES.filter((language) => language === 'ru' || office.city_name[language].trim() || office.address[language].trim() || office.schedule[language].trim() || office.legal_details[language].trim()).map((language) =>
        db
          .prepare('INSERT INTO office_translations (office_id, language, city_name, schedule, address, legal_details) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
          .bind(office.id, language, office.city_name[language].trim(), office.schedule[language].trim(), office.address[language].trim(), office.legal_details[language].trim()),
      ),
    ]),
    db.prepare('DELETE FROM franchise_faq WHERE id NOT IN (SELECT value FROM json_each(?1))').bind(keptFaq),
    db.prepare('DELETE FROM franchise_faq_translations WHERE faq_id IN (SELECT value FROM json_each(?1))').bind(keptFaq),
    ...faq.flatMap((item, position) => [
      db.prepare('INSERT INTO franchise_faq (id, position) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET position = excluded.position').bind(item.id, position),
      ...LANGUAGES.filter((language) => language === 'ru' || item.question[language].trim() || item.answer[language].trim()).map((language) =>
        db.prepare('INSERT INTO franchise_faq_translations (faq_id, language, question, answer) VALUES (?1, ?2, ?3, ?4)').bind(item.id, language, item.question[language].trim(), item.answer[language].trim()),
      ),
    ]),
    ...(['company_name', 'tagline', 'rights'] as const).flatMap((key) => dataStatements(db, 'contacts', key, Object.fromEntries(LANGUAGES.map((language) => [language, profile[key][language].trim()])))),
    ...dataStatements(db, 'franchise', 'employees_count', { ru: String(profile.franchise_employees) }),
    ...dataStatements(db, 'franchise', 'events_count', { ru: String(profile.franchise_events) }),
    ...dataStatements(db, 'franchise', 'video_url', { ru: profile.franchise_video.trim() }),
    ...dataStatements(db, 'about', 'founded', Object.fromEntries(LANGUAGES.map((language) => [language, profile.founded === null ? '' : String(profile.founded)]))),
    ...dataStatements(db, 'about', 'figures', Object.fromEntries(LANGUAGES.map((language) => [language, profile.about_figures.length === 0 && language !== 'ru' ? '' : figures(language)]))),
    ...listStatements(db, 'timeline', profile.about_timeline, (row, language) => ({ year: row.year, text: row.text[language].trim() })),
    ...listStatements(db, 'files', profile.about_files, (file, language) => ({ title: file.title[language].trim(), url: file.url, size: sizes.get(file.url) ?? 0 })),
    ...dataStatements(db, 'club', 'banner', Object.fromEntries(LANGUAGES.map((language) => [language, JSON.stringify({ title: profile.club_banner.title[language].trim(), text: profile.club_banner.text[language].trim() })]))),
    ...listStatements(db, 'cards', profile.club_cards, cardIn, 'club'),
    ...listStatements(db, 'audience', profile.club_audience, (line, language) => line[language].trim(), 'club'),
    ...dataStatements(db, 'club', 'manager', { ru: clubManagerValue(profile.club_manager) }),
    ...dataStatements(db, 'online_school', 'platform_url', { ru: JSON.stringify(profile.school_platform_url.trim()) }),
    ...listStatements(db, 'steps', profile.school_steps, cardIn, 'online_school'),
    ...listStatements(db, 'schedule', profile.school_schedule, cardIn, 'online_school'),
    ...listStatements(db, 'results', profile.school_results, (tab, language) => ({ title: tab.title[language].trim(), items: tab.items.map((item) => item[language].trim()) }), 'online_school'),
    db.prepare(`DELETE FROM entity_images WHERE entity_kind = ?1 AND entity_id IN ${PROFILE_IMAGE_OWNERS}`).bind(LANDING_GALLERY_KIND),
    ...([['franchise', profile.franchise_poster ? [profile.franchise_poster] : []], ['about', profile.about_gallery], ['club', profile.club_gallery]] as const).flatMap(([owner, uuids]) =>
      uuids.map((uuid, position) => db.prepare('INSERT INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES (?1, ?2, ?3, ?4)').bind(LANDING_GALLERY_KIND, owner, uuid, position)),
    ),
  ]
  try {
    await db.batch(statements)
    return true
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes('stale_version')) return false
    throw error
  }
}
