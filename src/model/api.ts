/**
 * The contract of /api/client shared by the worker (validation, responses) and the app (typed client).
 * Field names follow the spec (checklist ENTITY-*, API-*).
 */
import type { Currency } from './currencies'
import type { Language } from './languages'

/** Every call carries the interface language and the currency (I18N-04, CURRENCY-05, API-01). */
export interface CommonQuery {
  language?: Language
  currency?: Currency
}

/** List calls (API-02). */
export interface ListQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /** @type uint */
  limit?: number
  order_by?: string
  expand?: 'images'
}

export interface ListMeta {
  skip: number
  limit: number
  count: number
}

export interface ListResponse<Row> {
  rows: Row[]
  meta: ListMeta
}

/**
 * The largest `skip` a list call accepts: `@type uint` above is typia's uint32. A page further out than this is a
 * page past the end of any list (PAGINATION-01: `/trainers?page=9007199254740991` asked for more and was a 500).
 */
export const MAX_LIST_SKIP = 4_294_967_295

/** PAGINATION-05: everything is loaded when skip + limit ≥ count. */
export function isAllLoaded(meta: ListMeta): boolean {
  return meta.skip + meta.limit >= meta.count
}

/** Error body of every 4xx/5xx answer of the API. `fields` maps a field name to message keys. */
export interface ApiErrorBody {
  code: string
  message: string
  fields?: Record<string, string[]>
  /** 401: why the request is not signed in (what API clients of the spec read). */
  detail?: string
}

/** ENTITY-22 */
export interface LanguageEntity {
  id: number
  language_code: Language
  name: string
  name_in_native_language: string
  icon: string
}

/** ENTITY-13: content page. */
export interface PageEntity {
  uuid: string
  slug: string
  title: string
  body: string
  date_publication: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: boolean
}

/** A page in lists: the body is left out. */
export type PageListItem = Omit<PageEntity, 'body'>

export type PhoneRegion = 'KG' | 'KZ' | 'ABROAD'

export interface SitePhone {
  region: PhoneRegion
  /** E.164, for tel: links */
  phone: string
  /** As shown to visitors: the international format of the number's country */
  display: string
}

export interface SocialLink {
  network: 'instagram' | 'facebook' | 'youtube' | 'telegram' | 'vk' | 'tiktok'
  url: string
}

export interface MessengerContact {
  messenger: 'whatsapp' | 'telegram'
  url: string
  display: string
}

/** ENTITY-15: an office. `legal_details` and `coords` are sanitised HTML. */
export interface Office {
  id: number
  /** The city the office is in (cities.id), when known: the event page shows its phone for the city's events (OQ-04). */
  city_id: number | null
  city_name: string
  /** E.164, for tel: links; empty when the office has none */
  phone: string
  /** As shown to visitors: the international format of the number's country */
  phone_display: string
  schedule: string
  address: string
  legal_details: string
  coords: string
}

/** GET profile_site/contacts (API-30, BE-23). `json_data` is already resolved to the requested language. */
export interface ContactsEntity {
  offices: Office[]
  socials: SocialLink[]
  phones: SitePhone[]
  messengers: MessengerContact[]
  email: string
  json_data: Record<string, string>
}
