/**
 * The content types staff edit (issue 42, BE-04, BE-05), each declared once: its fields with their kind, which are
 * translated (ru, en, ky), their limits, its relations and its public address. The staff API's validation, the
 * editor's forms and worker/db/content-registry.ts (tables, list queries) derive from this table.
 */
import { EVENT_FORMATS, EVENT_THEMES, EVENT_TYPES } from './events.ts'
import { ARTICLE_CARD_TYPES, PARTNER_TYPES, VACANCY_DIRECTIONS } from './entities/publications.ts'
import type { FilePurpose } from './file-upload.ts'
import type { Language } from './languages.ts'
import { ONLINE_COURSES } from './content-types/online-courses.ts'
import { PRODUCTS } from './content-types/products.ts'
import { CURRENCY, PRICE, PROGRAMME_TEXTS, SEO, SLUG } from './content-types/shared-fields.ts'

/** `date`: a day (YYYY-MM-DD); `image`: an uploaded image's uuid; `file`: an uploaded file's uuid (migration 0046). */
export type ContentFieldKind = 'text' | 'rich' | 'slug' | 'datetime' | 'date' | 'integer' | 'boolean' | 'enum' | 'image' | 'file'

export interface ContentField {
  kind: ContentFieldKind
  /** Stored per language; the site falls back to ru, so only ru is required. */
  translated?: boolean
  /** Must have a value (for a translated field: in ru). */
  required?: boolean
  /** May be null (an empty date_to, no image). */
  nullable?: boolean
  /** Characters of text, or the largest integer. */
  max?: number
  min?: number
  values?: readonly string[]
  /** Left out of list answers (a body). */
  itemOnly?: boolean
  /** Not less than this other field of the item, when both have a value (a salary's upper bound). */
  notBelow?: string
  /** A `file` field: what its uploads are for (the purpose the files API files them under). */
  purpose?: FilePurpose
}

/** A relation edited with the item: tag slugs, trainer slugs, uuids of related articles, in the order given. */
export interface ContentRelation {
  /** What its values name. */
  target: 'tags' | 'trainers' | 'articles' | 'images'
  max: number
}

export interface ContentTypeDeclaration {
  fields: Readonly<Record<string, ContentField>>
  relations: Readonly<Record<string, ContentRelation>>
  /** The visitor's page of an item, without language prefix (of the list, for a type without pages of its own). */
  publicPath: (slug: string) => string
  /** The translated field naming an item in lists (default `title`). */
  titleField?: string
  /** `texts`: the editor role changes only its translated texts (an event's price, dates and links are the managers'). */
  editor?: 'all' | 'texts'
}

export const CONTENT_TYPES = {
  news: {
    fields: {
      slug: SLUG,
      date_publication: { kind: 'datetime', required: true },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      short_description: { kind: 'text', translated: true, max: 1000 },
      body: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
      ...SEO,
    },
    relations: { tags: { target: 'tags', max: 20 } },
    publicPath: (slug: string) => `/news/${slug}`,
    editor: 'all',
  },
  articles: {
    fields: {
      slug: SLUG,
      image_id: { kind: 'image', nullable: true },
      card_type: { kind: 'enum', required: true, values: ARTICLE_CARD_TYPES },
      date_publication: { kind: 'datetime', required: true },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      short_description: { kind: 'text', translated: true, max: 1000 },
      body: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
      ...SEO,
    },
    relations: { tags: { target: 'tags', max: 20 }, articles_ids: { target: 'articles', max: 12 } },
    publicPath: (slug: string) => `/blog/${slug}`,
    editor: 'all',
  },
  events: {
    fields: {
      slug: SLUG,
      type: { kind: 'enum', required: true, values: EVENT_TYPES },
      format: { kind: 'enum', required: true, values: EVENT_FORMATS },
      theme: { kind: 'enum', required: true, values: EVENT_THEMES },
      image_id: { kind: 'image', nullable: true },
      date_from: { kind: 'datetime', required: true },
      date_to: { kind: 'datetime', nullable: true },
      age_restriction: { kind: 'integer', nullable: true, min: 0, max: 99 },
      city_id: { kind: 'integer', nullable: true, min: 1, max: 2 ** 31 },
      price_amount: PRICE,
      price_currency: CURRENCY,
      ...PROGRAMME_TEXTS,
      address: { kind: 'text', translated: true, max: 500, itemOnly: true },
      ...SEO,
    },
    relations: { trainers: { target: 'trainers', max: 20 }, tags: { target: 'tags', max: 20 } },
    publicPath: (slug: string) => `/events/i/${slug}`,
    editor: 'texts',
  },
  pages: {
    fields: {
      slug: SLUG,
      date_publication: { kind: 'datetime', required: true },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      body: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
      ...SEO,
    },
    relations: {},
    publicPath: (slug: string) => `/page/${slug}`,
    editor: 'all',
  },
  tags: {
    fields: {
      slug: SLUG,
      title: { kind: 'text', translated: true, required: true, max: 100 },
    },
    relations: {},
    publicPath: (slug: string) => `/tags/${slug}`,
    editor: 'all',
  },
  /** The special blocks kept as lists (businesses, specialization, FAQ videos, client logos, social links) are not here yet. */
  trainers: {
    fields: {
      slug: SLUG,
      image_id: { kind: 'image', nullable: true },
      blog_tag: { kind: 'slug', nullable: true, max: 200 },
      social_blog: { kind: 'text', nullable: true, max: 500 },
      full_name: { kind: 'text', translated: true, required: true, max: 200 },
      direction: { kind: 'text', translated: true, max: 300 },
      competence: { kind: 'rich', translated: true, max: 5_000 },
      small_description: { kind: 'text', translated: true, max: 1000 },
      education: { kind: 'rich', translated: true, max: 50_000, itemOnly: true },
      cases: { kind: 'rich', translated: true, max: 50_000, itemOnly: true },
      proud_of: { kind: 'rich', translated: true, max: 50_000, itemOnly: true },
      description: { kind: 'rich', translated: true, max: 200_000, itemOnly: true },
      ...SEO,
    },
    relations: { tags: { target: 'tags', max: 20 } },
    publicPath: (slug: string) => `/trainers/${slug}`,
    titleField: 'full_name',
    editor: 'all',
  },
  vacancies: {
    fields: {
      direction: { kind: 'enum', required: true, values: VACANCY_DIRECTIONS },
      salary_from: { kind: 'integer', nullable: true, min: 0, max: 10 ** 12 },
      salary_to: { kind: 'integer', nullable: true, min: 0, max: 10 ** 12, notBelow: 'salary_from' },
      currency: CURRENCY,
      file: { kind: 'file', nullable: true, purpose: 'vacancy' },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      short_description: { kind: 'text', translated: true, max: 1000 },
      description: { kind: 'rich', translated: true, max: 50_000 },
    },
    relations: {},
    publicPath: () => '/career',
    editor: 'all',
  },
  partners: {
    fields: {
      type: { kind: 'enum', required: true, values: PARTNER_TYPES },
      image_id: { kind: 'image', nullable: true },
      email: { kind: 'text', max: 200 },
      phone_number: { kind: 'text', max: 50 },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      description: { kind: 'rich', translated: true, max: 50_000 },
      country: { kind: 'text', translated: true, max: 200 },
      city: { kind: 'text', translated: true, max: 200 },
    },
    relations: {},
    publicPath: () => '/franchisers',
    editor: 'all',
  },
  employees: {
    fields: {
      image_id: { kind: 'image', nullable: true },
      position: { kind: 'integer', required: true, min: 0, max: 100_000 },
      full_name: { kind: 'text', translated: true, required: true, max: 200 },
      description: { kind: 'rich', translated: true, max: 50_000 },
    },
    relations: {},
    publicPath: () => '/employees',
    titleField: 'full_name',
    editor: 'all',
  },
  social_activities: {
    fields: {
      slug: SLUG,
      date_completion: { kind: 'date', required: true },
      title: { kind: 'text', translated: true, required: true, max: 300 },
      short_description: { kind: 'text', translated: true, max: 1000 },
    },
    relations: {},
    publicPath: (slug: string) => `/social-activities/${slug}`,
    editor: 'all',
  },
  products: PRODUCTS,
  online_courses: ONLINE_COURSES,
} as const satisfies Record<string, ContentTypeDeclaration>

export type ContentTypeName = keyof typeof CONTENT_TYPES
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[]

export function isContentTypeName(value: string): value is ContentTypeName {
  return Object.hasOwn(CONTENT_TYPES, value)
}

type Fields<T extends ContentTypeName> = (typeof CONTENT_TYPES)[T]['fields']

/** The TypeScript value of a field kind (SQLite keeps booleans as 0/1; the public shape has true/false). */
type ValueOf<F> = F extends { kind: 'integer' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { values: readonly (infer V)[] }
      ? V
      : string

type Nullable<F> = F extends { nullable: true } ? null : never

/** The fields of a type as a visitor's list row has them, derived from the declaration (no hand-written `*Row`). */
export type ContentListFields<T extends ContentTypeName> = {
  [K in keyof Fields<T> as Fields<T>[K] extends { itemOnly: true } ? never : K]: ValueOf<Fields<T>[K]> | Nullable<Fields<T>[K]>
}
export type ContentItemFields<T extends ContentTypeName> = {
  [K in keyof Fields<T>]: ValueOf<Fields<T>[K]> | Nullable<Fields<T>[K]>
}

/** draft: staff only; published: visitors see it from `publish_at` on (null: at once), scheduled until then. */
export type ContentStatus = 'draft' | 'published'

export type ContentFieldValue = string | number | boolean | null

/** The body of a create or update: untranslated values, texts per language, relations; `version` on update. */
export interface ContentWriteBody {
  values: Record<string, ContentFieldValue>
  translations: Partial<Record<Language, Record<string, string>>>
  relations?: Record<string, string[]>
  /** The version the editor loaded; an older one than stored is a 409. */
  version?: number
}

export interface ContentPublishBody {
  version: number
  /** ISO instant in the future: scheduled; absent: published now. */
  publish_at?: string
}

export interface ContentVersionBody {
  version: number
}

/** An item as staff see it: every language's texts, not falling back. */
export interface ContentItem {
  key: string
  type: ContentTypeName
  status: ContentStatus
  publish_at: string | null
  version: number
  values: Record<string, ContentFieldValue>
  translations: Partial<Record<Language, Record<string, string>>>
  relations: Record<string, string[]>
}

/** A picture an item refers to as the desk shows it (issue 42): its small rendition, ru alt text, original's size if known. */
export interface ImagePreview {
  small: string
  alt?: string
  width?: number
  height?: number
}

/** An item as the desk's editor opens it: with a preview of every image it refers to by uuid (seeded ones too). */
export interface ContentItemAnswer extends ContentItem {
  image_previews: Record<string, ImagePreview>
}

/** A staff list row: the ru title, the state and which languages lack a required text (shown at a glance). */
export interface ContentListRow {
  key: string
  slug: string
  title: string
  status: ContentStatus
  publish_at: string | null
  version: number
  missing_translations: Language[]
}

export interface ContentListQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @maximum 100
   */
  limit?: number
  /** draft; published: visible now; scheduled: published with its time to come. */
  status?: ContentStatus | 'scheduled'
  /**
   * Words of the slug or of a title in any language.
   * @maxLength 100
   */
  q?: string
}

/** A slug: lower-case letters (any script), digits and single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*$/u
