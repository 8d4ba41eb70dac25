/**
 * Reference data every content kind uses (issue 3): countries, cities, tags, images. Field names as the
 * checklist names them (ENTITY-13, ENTITY-18, ENTITY-19, OQ-21).
 */

/** ENTITY-18, BE-05: an image in its three renditions (LAYOUT-10: small → medium → large). */
export interface ImageEntity {
  uuid: string
  small: string
  medium: string
  large: string
  /** The alt text staff wrote for it in the asked language, else in ru; absent when there is none (issue 42). */
  alt?: string
}

/** ENTITY-18: an entity's `images` are uuids, or the renditions themselves with `expand=images`. */
export type ImageList = string[] | ImageEntity[]

/** The SEO fields of every page-bearing entity (events, trainers, news, articles). */
export interface SeoFields {
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: boolean
}

export const IMAGE_SIZES = ['small', 'medium', 'large'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

/** Pixel size of each rendition of the demo images (`/media/demo/<uuid>/<size>.svg`). */
export const IMAGE_DIMENSIONS: Record<ImageSize, { width: number; height: number }> = {
  small: { width: 320, height: 200 },
  medium: { width: 768, height: 480 },
  large: { width: 1440, height: 900 },
}

/**
 * What a demo image stands for (BE-05): a scene by default, or a person's portrait with initials, a book's cover
 * with its title and author, or a logo-like mark with a name. The drawing depends only on the URL.
 */
export type DemoPicture =
  | { kind: 'scene' }
  | { kind: 'portrait'; name: string; gender: 'f' | 'm' }
  | { kind: 'cover'; title: string; author: string }
  | { kind: 'logo'; name: string }

export type DemoPictureKind = DemoPicture['kind']

/** Longest text a demo image URL may carry (a name, a title, an author). */
export const DEMO_PICTURE_TEXT_MAX = 80

/** The query of a demo image URL that says what it shows (empty for a scene). */
function demoPictureQuery(picture: DemoPicture): string {
  if (picture.kind === 'scene') return ''
  const fields: Record<string, string> =
    picture.kind === 'portrait'
      ? { kind: 'portrait', text: picture.name, gender: picture.gender }
      : picture.kind === 'cover'
        ? { kind: 'cover', text: picture.title, by: picture.author }
        : { kind: 'logo', text: picture.name }
  return `?${new URLSearchParams(fields).toString()}`
}

/** The URL of a rendition of a locally generated demo image (served by worker/media). */
export function demoImageUrl(uuid: string, size: ImageSize, picture: DemoPicture = { kind: 'scene' }): string {
  return `/media/demo/${uuid}/${size}.svg${demoPictureQuery(picture)}`
}

/** ENTITY-19, I18N-09: a country, `value` is its ISO 3166-1 alpha-2 code. */
export interface CountryEntity {
  value: string
  title: string
}

/** A city (OQ-21): events are shown in its IANA time zone. `country` as ENTITY-01 reads `city.country.title`. */
export interface CityEntity {
  id: number
  slug: string
  title: string
  time_zone: string
  country: CountryEntity
}

/** The kinds of content a tag counts (keys of `count_entities`; `entity_tags.entity_kind`). */
export const TAGGED_KINDS = ['news', 'articles', 'events', 'products', 'trainers', 'online_courses'] as const
export type TaggedKind = (typeof TAGGED_KINDS)[number]

/** ENTITY-13: a tag with how many items of each kind carry it. */
export interface TagEntity {
  id: number
  slug: string
  title: string
  count_entities: Record<TaggedKind, number>
  /** Sum of `count_entities`: the tag cloud's order (HOME-06, OQ-19). */
  total_count: number
}

/**
 * Tags of the demo content (seed): the reference seed inserts them with ids 1…N in this order (N grows with
 * `--scale`; extra tags get slugs `<slug>-<n>`), so other families' seeds link entities with
 * `{entity_kind, entity_id, tag_id: demoTagId(slug)}`. The last six are named after trainers (TRAINER-13).
 */
export const DEMO_TAG_SLUGS = [
  'leadership', 'sales', 'finance', 'investments', 'marketing', 'negotiations', 'management', 'motivation',
  'public-speaking', 'time-management', 'family', 'children', 'health', 'psychology', 'business', 'startups',
  'personal-growth', 'communication', 'career', 'franchise', 'books', 'games', 'online', 'club', 'charity',
  'trainer-aliev', 'trainer-sultanova', 'trainer-petrov', 'trainer-kim', 'trainer-nurlanov',
] as const
export type DemoTagSlug = (typeof DEMO_TAG_SLUGS)[number]

/** The id of a demo tag (1-based position in DEMO_TAG_SLUGS). */
export function demoTagId(slug: DemoTagSlug): number {
  return DEMO_TAG_SLUGS.indexOf(slug) + 1
}
