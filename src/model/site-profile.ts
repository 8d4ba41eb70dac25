/** The site profile as the desk edits it: contacts, offices, socials, messengers, franchise data and FAQ, the about, club and school blocks (issue 42). */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { PhoneRegion, SocialLink } from './api'
import type { ImagePreview } from './content-types'
import { LANGUAGES, type Language } from './languages'

export type Texts = Record<Language, string>
export type FieldErrors = Record<string, string[]>

export interface ProfileOffice {
  /** null: a new office. */
  id: number | null
  city_id: number | null
  phone: string
  /** The map's embed (an iframe the server sanitises). */
  coords: string
  city_name: Texts
  schedule: Texts
  address: Texts
  /** Rich text, sanitised on the server. */
  legal_details: Texts
}

export interface ProfilePhone {
  region: PhoneRegion
  phone: string
}

export interface ProfileSocial {
  network: SocialLink['network']
  url: string
}

export interface ProfileFaqItem {
  /** null: a new question. */
  id: number | null
  question: Texts
  answer: Texts
}

/** A figure of /about: its value and its label in each language ("1,3 млн+" / "1.3M+"). */
export interface ProfileFigure {
  value: Texts
  label: Texts
}

/** ABOUT-05: a year of the /about timeline and what happened, per language. */
export interface ProfileTimelineRow {
  /** @type uint */
  year: number
  text: Texts
}

/** ABOUT-03, BE-26: a document of /about: one of the desk's uploaded files (its /media/ address) and its title per language. */
export interface ProfileFileRow {
  url: string
  title: Texts
}

/** A titled text of the club or online-school page (a club card, a platform step, a schedule row). */
export interface ProfileCard {
  title: Texts
  text: Texts
}

/** CLUB-04, OQ-04: the club page's manager: one of the employees (null: no manager block) and the club's phone and e-mail shown there (empty: not shown). */
export interface ProfileClubManager {
  /** @type uint */
  employee_id: number | null
  phone: string
  email: string
}

/** SCHOOL-04: a results tab of the online school: its title and what students reached, row by row, per language. */
export interface ProfileResultsTab {
  title: Texts
  items: Texts[]
}

export interface SiteProfileData {
  email: string
  phones: ProfilePhone[]
  socials: ProfileSocial[]
  /** The managers' Telegram: a username (`@name`) or its t.me link; empty for none. */
  telegram: string
  /** The managers' WhatsApp number; empty for none. */
  whatsapp: string
  company_name: Texts
  tagline: Texts
  rights: Texts
  offices: ProfileOffice[]
  franchise_employees: number
  franchise_events: number
  /** The franchise video's https address; empty for none. */
  franchise_video: string
  /** FRANCHISE-06: the video's poster, an image of the media library (its uuid); null for none. */
  franchise_poster: string | null
  faq: ProfileFaqItem[]
  /** The year the centre was founded (/about counts the years); null for none. */
  founded: number | null
  about_figures: ProfileFigure[]
  about_timeline: ProfileTimelineRow[]
  about_files: ProfileFileRow[]
  /** CLUB-01…03: the club page's banner, its cards and who the club is for (issue 42.3). */
  club_banner: ProfileCard
  club_cards: ProfileCard[]
  club_audience: Texts[]
  club_manager: ProfileClubManager
  /** CLUB-02 (/club) and ABOUT-05 (/about): pictures of the media library in order (their uuids). */
  club_gallery: string[]
  about_gallery: string[]
  /** SCHOOL-01…03: the course platform's https address (empty: no 'enter' button), its steps and the week's schedule. */
  school_platform_url: string
  school_steps: ProfileCard[]
  school_schedule: ProfileCard[]
  school_results: ProfileResultsTab[]
}

/** The profile as stored: its data, its version, the cities an office may be in and the employees the club's manager may be. */
export interface SiteProfileRecord {
  profile: SiteProfileData
  version: number
  cities: Array<{ id: number; name: string }>
  /** The employees the club's manager may be (CLUB-04): id and name in ru. */
  employees: Array<{ id: number; name: string }>
}

/**
 * GET and PUT /api/staff/site-profile: the stored profile with a preview of every picture it refers to by uuid (the
 * franchise poster, the about and club galleries; seeded pictures are not in the media library), the desk's thumbnails.
 */
export interface StaffSiteProfile extends SiteProfileRecord {
  image_previews: Record<string, ImagePreview>
}

/** PUT /api/staff/site-profile: the whole profile saved over `version` (a stale one answers 409). */
export interface SiteProfileWriteBody {
  profile: SiteProfileData
  version: number
}

/** How many rows each list may hold, and how long texts may be. */
export const PROFILE_LIMITS = { offices: 20, phones: 10, socials: 10, faq: 50, figures: 12, timeline: 40, files: 20, cards: 20, gallery: 20, text: 300, longText: 4000, embed: 2000, figure: 10_000_000 } as const

const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/
const TELEGRAM_LINK = /^https:\/\/(?:www\.)?t\.me\/([A-Za-z][A-Za-z0-9_]{4,31})\/?$/
const WHATSAPP_LINK = /^https:\/\/wa\.me\/(\d{6,15})\/?$/
const EMAIL = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/

/** A messenger row as the public API gives it (MessengerContact without its kind). */
export interface MessengerLink {
  url: string
  display: string
}

/** A phone number in E.164 and as the site writes it; null when libphonenumber-js finds no valid number (KG by default). */
export function phoneNumberOf(input: string): { phone: string; display: string } | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'KG')
  return parsed?.isValid() ? { phone: parsed.number, display: parsed.formatInternational() } : null
}

/** The Telegram contact from `@name`, `name` or `https://t.me/name`; null when it is none of them. */
export function telegramLink(input: string): MessengerLink | null {
  const text = input.trim()
  const username = TELEGRAM_LINK.exec(text)?.[1] ?? (TELEGRAM_USERNAME.test(text.replace(/^@/, '')) ? text.replace(/^@/, '') : null)
  return username ? { url: `https://t.me/${username}`, display: `@${username}` } : null
}

/** The WhatsApp contact from a phone number or its `https://wa.me/<digits>` link; null when it is no valid number. */
export function whatsappLink(input: string): MessengerLink | null {
  const text = input.trim()
  const digits = WHATSAPP_LINK.exec(text)?.[1]
  const number = phoneNumberOf(digits ? `+${digits}` : text)
  return number ? { url: `https://wa.me/${number.phone.slice(1)}`, display: number.display } : null
}

/** An absolute https address (no credentials); other schemes are refused. */
export function isHttpsUrl(input: string): boolean {
  if (!/^https:\/\//i.test(input.trim())) return false
  try {
    const url = new URL(input.trim())
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export const isEmail = (input: string) => input.length <= 254 && EMAIL.test(input.trim())

const wholeWithin = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max

/** Every field error of a profile write (paths of the body's `profile`); an empty object when it may be stored. */
export function siteProfileFieldErrors(profile: SiteProfileData): FieldErrors {
  const errors: FieldErrors = {}
  const add = (path: string, key: string) => (errors[path] = [...(errors[path] ?? []), key])
  const texts = (path: string, values: Texts, { required = false, max = PROFILE_LIMITS.text as number }: { required?: boolean; max?: number } = {}) => {
    if (required && values.ru.trim() === '') add(`${path}.ru`, 'forms.errors.required')
    for (const language of LANGUAGES) if (values[language].length > max) add(`${path}.${language}`, 'api.errors.length')
  }
  const most = (path: string, list: readonly unknown[], max: number) => list.length > max && add(path, 'api.errors.length')

  if (!isEmail(profile.email)) add('email', profile.email.trim() === '' ? 'forms.errors.required' : 'forms.errors.email_invalid')
  most('phones', profile.phones, PROFILE_LIMITS.phones)
  profile.phones.forEach((phone, index) => phoneNumberOf(phone.phone) ?? add(`phones.${index}.phone`, 'forms.errors.phone_invalid'))
  most('socials', profile.socials, PROFILE_LIMITS.socials)
  profile.socials.forEach((social, index) => isHttpsUrl(social.url) || add(`socials.${index}.url`, 'admin.site_profile.https_only'))
  if (profile.telegram.trim() !== '' && !telegramLink(profile.telegram)) add('telegram', 'admin.site_profile.telegram_invalid')
  if (profile.whatsapp.trim() !== '' && !whatsappLink(profile.whatsapp)) add('whatsapp', 'forms.errors.phone_invalid')
  texts('company_name', profile.company_name, { required: true })
  texts('tagline', profile.tagline)
  texts('rights', profile.rights, { max: PROFILE_LIMITS.longText })

  most('offices', profile.offices, PROFILE_LIMITS.offices)
  profile.offices.forEach((office, index) => {
    const path = `offices.${index}`
    if (!phoneNumberOf(office.phone)) add(`${path}.phone`, office.phone.trim() === '' ? 'forms.errors.required' : 'forms.errors.phone_invalid')
    if (office.coords.length > PROFILE_LIMITS.embed) add(`${path}.coords`, 'api.errors.length')
    texts(`${path}.city_name`, office.city_name, { required: true })
    texts(`${path}.schedule`, office.schedule)
    texts(`${path}.address`, office.address)
    texts(`${path}.legal_details`, office.legal_details, { max: PROFILE_LIMITS.longText })
  })

  if (!wholeWithin(profile.franchise_employees, PROFILE_LIMITS.figure)) add('franchise_employees', 'forms.errors.invalid')
  if (!wholeWithin(profile.franchise_events, PROFILE_LIMITS.figure)) add('franchise_events', 'forms.errors.invalid')
  if (profile.franchise_video.trim() !== '' && !isHttpsUrl(profile.franchise_video)) add('franchise_video', 'admin.site_profile.https_only')
  most('faq', profile.faq, PROFILE_LIMITS.faq)
  profile.faq.forEach((item, index) => {
    texts(`faq.${index}.question`, item.question, { required: true })
    texts(`faq.${index}.answer`, item.answer, { required: true, max: PROFILE_LIMITS.longText })
  })

  if (profile.founded !== null && !(Number.isSafeInteger(profile.founded) && profile.founded >= 1900 && profile.founded <= 2100)) add('founded', 'forms.errors.invalid')
  most('about_figures', profile.about_figures, PROFILE_LIMITS.figures)
  profile.about_figures.forEach((figure, index) => {
    texts(`about_figures.${index}.value`, figure.value, { required: true, max: 40 })
    texts(`about_figures.${index}.label`, figure.label, { required: true })
  })
  most('about_timeline', profile.about_timeline, PROFILE_LIMITS.timeline)
  profile.about_timeline.forEach((row, index) => {
    if (!(Number.isSafeInteger(row.year) && row.year >= 1900 && row.year <= 2100)) add(`about_timeline.${index}.year`, 'forms.errors.invalid')
    texts(`about_timeline.${index}.text`, row.text, { required: true, max: PROFILE_LIMITS.longText })
  })
  most('about_files', profile.about_files, PROFILE_LIMITS.files)
  profile.about_files.forEach((file, index) => {
    if (!file.url.startsWith('/media/')) add(`about_files.${index}.url`, file.url.trim() === '' ? 'forms.errors.required' : 'forms.errors.invalid')
    texts(`about_files.${index}.title`, file.title, { required: true })
  })
  const cards = (path: string, list: readonly ProfileCard[]) => {
    most(path, list, PROFILE_LIMITS.cards)
    list.forEach((card, index) => {
      texts(`${path}.${index}.title`, card.title, { required: true })
      texts(`${path}.${index}.text`, card.text, { max: PROFILE_LIMITS.longText })
    })
  }
  texts('club_banner.title', profile.club_banner.title)
  texts('club_banner.text', profile.club_banner.text, { max: PROFILE_LIMITS.longText })
  cards('club_cards', profile.club_cards)
  most('club_audience', profile.club_audience, PROFILE_LIMITS.cards)
  profile.club_audience.forEach((line, index) => texts(`club_audience.${index}`, line, { required: true }))
  if (profile.school_platform_url.trim() !== '' && !isHttpsUrl(profile.school_platform_url)) add('school_platform_url', 'admin.site_profile.https_only')
  const manager = profile.club_manager
  if (manager.phone.trim() !== '' && !phoneNumberOf(manager.phone)) add('club_manager.phone', 'forms.errors.phone_invalid')
  if (manager.email.trim() !== '' && !isEmail(manager.email)) add('club_manager.email', 'forms.errors.email_invalid')
  for (const path of ['club_gallery', 'about_gallery'] as const) {
    most(path, profile[path], PROFILE_LIMITS.gallery)
    profile[path].forEach((uuid, index) => profile[path].indexOf(uuid) !== index && add(`${path}.${index}`, 'admin.site_profile.duplicate'))
  }
  cards('school_steps', profile.school_steps)
  cards('school_schedule', profile.school_schedule)
  most('school_results', profile.school_results, PROFILE_LIMITS.cards)
  profile.school_results.forEach((tab, index) => {
    texts(`school_results.${index}.title`, tab.title, { required: true })
    if (tab.items.length === 0) add(`school_results.${index}.items`, 'forms.errors.required')
    most(`school_results.${index}.items`, tab.items, PROFILE_LIMITS.cards)
    tab.items.forEach((item, row) => texts(`school_results.${index}.items.${row}`, item, { required: true }))
  })
  return errors
}

/** The profile's parts that are no text, lists' rows and order included (the editor role changes texts only, BE-04). */
function nonTexts(profile: SiteProfileData): Record<string, unknown> {
  return {
    email: profile.email,
    phones: profile.phones,
    socials: profile.socials,
    telegram: profile.telegram,
    whatsapp: profile.whatsapp,
    offices: profile.offices.map(({ id, city_id, phone, coords }) => ({ id, city_id, phone, coords })),
    franchise_employees: profile.franchise_employees,
    franchise_events: profile.franchise_events,
    franchise_video: profile.franchise_video,
    franchise_poster: profile.franchise_poster,
    faq: profile.faq.map(({ id }) => id),
    founded: profile.founded,
    about_figures: profile.about_figures.map(({ value }) => value),
    about_timeline: profile.about_timeline.map(({ year }) => year),
    about_files: profile.about_files.map(({ url }) => url),
    club_cards: profile.club_cards.length,
    club_audience: profile.club_audience.length,
    club_manager: profile.club_manager,
    club_gallery: profile.club_gallery,
    about_gallery: profile.about_gallery,
    school_platform_url: profile.school_platform_url,
    school_steps: profile.school_steps.length,
    school_schedule: profile.school_schedule.length,
    school_results: profile.school_results.map((tab) => tab.items.length),
  }
}

/** The paths an editor changed that are not texts (`admin.content.texts_only` at each); empty when only texts changed. */
export function nonTextChanges(before: SiteProfileData, after: SiteProfileData): FieldErrors {
  const [was, now] = [nonTexts(before), nonTexts(after)]
  const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
  return Object.fromEntries(changed.map((key) => [key, ['admin.content.texts_only']]))
}

/** The pictures the profile refers to by uuid, each at its body path: the franchise poster, the about and club galleries. */
export function profilePictures(profile: SiteProfileData): Array<readonly [path: string, uuid: string]> {
  return [
    ...(profile.franchise_poster === null ? [] : [['franchise_poster', profile.franchise_poster] as const]),
    ...(['about_gallery', 'club_gallery'] as const).flatMap((path) => profile[path].map((uuid, index) => [`${path}.${index}`, uuid] as const)),
  ]
}
