/**
 * Publications of the client API: news, articles, partners, social activities, employees, vacancies, the franchise
 * profile and dynamic forms. Field names are the checklist's (ENTITY-06, 07, 14, 15, 23, 28).
 */
import type { Currency } from '../currencies'
import type { Language } from '../languages'
import type { ImageEntity, ImageList, SeoFields } from './reference'

/** ENTITY-06. `body` is sanitised HTML; `tags` are tag slugs. */
export interface NewsEntity extends SeoFields {
  uuid: string
  slug: string
  title: string
  short_description: string
  body: string
  date_publication: string
  tags: string[]
}
/** A news item in lists: the body is left out. */
export type NewsListItem = Omit<NewsEntity, 'body'>

export const ARTICLE_CARD_TYPES = ['SMALL', 'MEDIUM', 'LARGE'] as const
export type ArticleCardType = (typeof ARTICLE_CARD_TYPES)[number]

/** ENTITY-07. `articles_ids` are the uuids of the related articles, in order (BLOG-07). */
export interface ArticleEntity extends SeoFields {
  uuid: string
  slug: string
  title: string
  short_description: string
  body: string
  image_id: string | null
  images: ImageList
  date_publication: string
  tags: string[]
  card_type: ArticleCardType
  articles_ids: string[]
}
export type ArticleListItem = Omit<ArticleEntity, 'body'>

/** Sort of news and the blog (CONST-09). */
export type PublicationOrder = '-date_publication'

export const PARTNER_TYPES = ['FRANCHISE', 'PARTNER'] as const
export type PartnerType = (typeof PARTNER_TYPES)[number]

/** ENTITY-14: a partner; `country` and `city` are names in the requested language. */
export interface PartnerEntity {
  id: number
  image_id: string | null
  images: ImageList
  title: string
  description: string
  country: string
  city: string
  email: string
  /** E.164, for tel: links; empty when unknown */
  phone_number: string
  /** As shown to visitors: the international format of the number's country */
  phone_number_display: string
  type: PartnerType
}

/** ENTITY-14 */
export interface SocialActivityEntity {
  uuid: string
  slug: string
  title: string
  short_description: string
  date_completion: string
}

/** ENTITY-28 */
export interface EmployeeEntity {
  id: number
  full_name: string
  description: string
  image_id: string | null
  images: ImageList
}

/** CAREER-02 */
export const VACANCY_DIRECTIONS = ['ADMINISTRATION', 'COMMERCE', 'SALES', 'PROJECTS', 'OUTSOURCE', 'IT', 'TECH'] as const
export type VacancyDirection = (typeof VACANCY_DIRECTIONS)[number]

/** ENTITY-28: salaries in minor units of the vacancy's own `currency` (either end may be missing). */
export interface VacancyEntity {
  uuid: string
  title: string
  direction: VacancyDirection
  salary_from: number | null
  salary_to: number | null
  currency: Currency
  created: string
  short_description: string
  description: string
  /** URL of the PDF, when there is one (BE-26). */
  file: string | null
  /** The PDF's name as uploaded and its size in bytes (issue 42), for the career page's link. */
  file_name: string | null
  /** @type uint */
  file_size: number | null
}

/** A text in every language, missing ones filled from ru (FRANCHISE-09). */
export type TextPerLanguage = Record<Language, string>

export interface FranchiseFaqItem {
  question: TextPerLanguage
  answer: TextPerLanguage
}

/** GET profile_site/franchise (ENTITY-15, BE-23, FRANCHISE-05, -09, OQ-24). */
export interface FranchiseProfile {
  json_data: {
    employees_count: number
    events_count: number
    /** How many franchise partners there are. */
    partners: number
    faq: FranchiseFaqItem[]
    /** FRANCHISE-06, OQ-04: the franchise video and its poster; null until staff set one. */
    video: { url: string; image: ImageEntity | null } | null
  }
}

export const FORM_FIELD_TYPES = ['BOOL', 'BIG_TEXT', 'TEXT'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** ENTITY-23 */
export interface FormFieldEntity {
  uuid: string
  slug: string
  type: FormFieldType
  title: string
  required: boolean
  hidden: boolean
}

/** ENTITY-23: a form's texts, in the order the desk shows them (form-editing.ts edits them per language). */
export const FORM_TEXT_NAMES = ['title', 'subtitle', 'subtitle_down', 'submit_title', 'thanks_title', 'thanks_description'] as const

/** A form's texts in one language. */
export type FormTexts = { [Name in (typeof FORM_TEXT_NAMES)[number]]: string }

/** ENTITY-23: a form without its fields, as lists give it. */
export interface FormSummary extends FormTexts {
  slug: string
}

export interface FormEntity extends FormSummary {
  fields: FormFieldEntity[]
}

/** Slugs of the forms the site opens (FORM-07, LEAD-01…06, OQ-09). */
export const FORM_SLUGS = ['get_program', '5q_test', 'trainer_consultation', 'franchise', 'club', 'footer', 'career'] as const

/** ENTITY-17: the fixed field ids of the fixed lead forms (club, franchise, footer). */
export const LEAD_FIELD_IDS = {
  club: { name: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f01', phone: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f02' },
  franchise: { phone: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f03', name: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f04' },
  footer: { name: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f05', phone: '5f1c0a2e-7b1d-4c39-9a51-0c1b2d3e4f06' },
} as const
