import type { Currency } from '../../src/model/currencies'
import type { EventEntity, EventTrainer } from '../../src/model/entities/events'
import type { CityEntity, ImageEntity } from '../../src/model/entities/reference'
import type { EventFormat, EventOrder, EventTheme, EventType } from '../../src/model/events'
import type { Language } from '../../src/model/languages'
import { imagesByUuid, imagesOf } from './images'
import { publicColumns, visibleCountSql, visibleSql } from './content-registry'
import { seatsLeftSql } from './event-seats'
import { translated, translationJoins } from './translations'

/** entity_kind of events in entity_tags and entity_images. */
export const EVENT_KIND = 'events'

/** An option with its stored price (minor units of the owner's base currency). */
export interface StoredOption {
  uuid: string
  title: string
  price_amount: number
  old_price_amount: number | null
  /** Events only (issue 44, BE-15): seats left now; null: unlimited. */
  seats_left?: number | null
}

/** An event as stored: prices in its base currency, HTML not yet sanitised; the API turns it into an EventEntity. */
export type StoredEvent = Omit<EventEntity, 'images' | 'price' | 'currency' | 'options'> & {
  gallery: ImageEntity[]
  price_amount: number
  price_currency: Currency
  options: StoredOption[]
}

export type StoredEventListItem = Omit<StoredEvent, 'description' | 'description_second' | 'for_who' | 'address'>

/** BE-08: the filters of GET events; instants are UTC ISO strings as stored. */
export interface EventFilters {
  /** `event_mode=future`: the end (date_to, or date_from when there is none) is after this instant. */
  endsAfter?: string
  dateFromAfter?: string
  dateFromBefore?: string
  format?: EventFormat
  theme?: EventTheme
  type?: EventType
  trainerSlug?: string
  tags?: readonly string[]
}

const LIST_COLUMNS = publicColumns('events', 'list')
const ITEM_COLUMNS = publicColumns('events', 'item')

const FROM = `FROM events e ${translationJoins('event_translations', 'event_uuid', 'e.uuid')}`

type ListRow = Omit<StoredEventListItem, 'image' | 'gallery' | 'city_slug' | 'city' | 'options' | 'trainers' | 'seo_noindex'> & {
  city_id: number | null
  seo_noindex: number
}
type ItemRow = ListRow & Pick<StoredEvent, 'description' | 'description_second' | 'for_who' | 'address'>

/** The WHERE clause of a filtered list; values go into `params` and are referenced by their position (?N). */
export function eventsWhere(filters: EventFilters, params: unknown[], ...more: string[]): string {
  const conditions = [...more, ...eventsConditions(filters, params)]
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
}

/** The conditions on `e` of `filters`, their values pushed to `params` as numbered parameters. */
function eventsConditions(filters: EventFilters, params: unknown[]): string[] {
  const conditions: string[] = []
  const bind = (value: unknown) => `?${params.push(value)}`
  if (filters.endsAfter !== undefined) conditions.push(`e.date_end > ${bind(filters.endsAfter)}`)
  if (filters.dateFromAfter !== undefined) conditions.push(`e.date_from >= ${bind(filters.dateFromAfter)}`)
  if (filters.dateFromBefore !== undefined) conditions.push(`e.date_from <= ${bind(filters.dateFromBefore)}`)
  if (filters.format !== undefined) conditions.push(`e.format = ${bind(filters.format)}`)
  if (filters.theme !== undefined) conditions.push(`e.theme = ${bind(filters.theme)}`)
  if (filters.type !== undefined) conditions.push(`e.type = ${bind(filters.type)}`)
  if (filters.trainerSlug !== undefined) {
    conditions.push(`e.uuid IN (SELECT et.event_uuid FROM event_trainers et
      WHERE et.trainer_id = (SELECT id FROM trainers WHERE slug = ${bind(filters.trainerSlug)}))`)
  }
  if (filters.tags?.length) {
    conditions.push(`e.uuid IN (SELECT tg.entity_id FROM entity_tags tg WHERE tg.entity_kind = '${EVENT_KIND}'
      AND tg.tag_id IN (SELECT id FROM tags WHERE slug IN (SELECT value FROM json_each(${bind(JSON.stringify(filters.tags))}))))`)
  }
  return conditions
}

/** GET events (API-20…22, EVENTS-07, BE-08): a page of events in date order with their options, city, trainers. */
export async function listEvents(
  db: D1Database,
  language: Language,
  { skip, limit, order, filters }: { skip: number; limit: number; order: EventOrder; filters: EventFilters },
): Promise<{ rows: StoredEventListItem[]; count: number }> {
  const direction = order === 'date_from' ? 'ASC' : 'DESC'
  const rowParams: unknown[] = [language]
  const rowWhere = eventsWhere(filters, rowParams, visibleSql('e'))
  const limitAt = rowParams.push(limit)
  const offsetAt = rowParams.push(skip)
  const countParams: unknown[] = []
  const countConditions = eventsConditions(filters, countParams)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} ${rowWhere}
         ORDER BY e.date_from ${direction}, e.uuid ${direction} LIMIT ?${limitAt} OFFSET ?${offsetAt}`,
      )
      .bind(...rowParams),
    // All that match less the few drafts and scheduled ones (partial index events_hidden): no table scan.
    db.prepare(visibleCountSql('events', 'e', countConditions)).bind(...countParams),
  ])
  const list = (rows?.results ?? []) as ListRow[]
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  return { rows: await withRelations(db, language, list), count: total }
}

/** GET events/{id} (API-19, EVENT-01): by slug or uuid. */
export async function findEvent(db: D1Database, language: Language, id: string): Promise<StoredEvent | null> {
  const row = await db
    .prepare(`SELECT ${ITEM_COLUMNS} ${FROM} WHERE (e.slug = ?2 OR e.uuid = ?2) AND ${visibleSql('e')} LIMIT 1`)
    .bind(language, id)
    .first<ItemRow>()
  if (!row) return null
  const [event] = await withRelations(db, language, [row])
  return event as StoredEvent
}

/**
 * The titles of events by uuid in `language`, falling back to ru (I18N-06, OQ-01): one query for a page of rows
 * that name events (the reviews of events). Unknown uuids are left out of the map.
 */
export async function eventTitles(db: D1Database, language: Language, uuids: readonly string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map()
  const { results } = await db
    .prepare(
      `SELECT e.uuid, ${translated('title')} ${FROM}
       WHERE e.uuid IN (SELECT value FROM json_each(?2))`,
    )
    .bind(language, JSON.stringify([...new Set(uuids)]))
    .all<{ uuid: string; title: string }>()
  return new Map(results.map((row) => [row.uuid, row.title]))
}

/** Options, trainers, city and images of a page of events: one query each, whatever the page size. */
async function withRelations<Row extends ListRow>(
  db: D1Database,
  language: Language,
  rows: Row[],
): Promise<Array<Omit<Row, 'city_id' | 'seo_noindex'> & Omit<StoredEventListItem, keyof ListRow> & { seo_noindex: boolean }>> {
  const uuids = rows.map((row) => row.uuid)
  const [options, trainers, cities, images, galleries] = await Promise.all([
    priceOptionsOf(db, language, OPTION_TABLES.events, uuids),
    trainersOf(db, language, 'event_trainers', 'event_uuid', uuids),
    citiesById(db, language, rows.flatMap((row) => (row.city_id === null ? [] : [row.city_id]))),
    imagesByUuid(db, rows.flatMap((row) => (row.image_id ? [row.image_id] : [])), language),
    imagesOf(db, EVENT_KIND, uuids, language),
  ])
  return rows.map(({ city_id, seo_noindex, ...row }) => {
    const city = city_id === null ? null : (cities.get(city_id) ?? null)
    return {
      ...row,
      seo_noindex: seo_noindex === 1,
      image: (row.image_id && images.get(row.image_id)) || null,
      gallery: galleries.get(row.uuid) ?? [],
      city_slug: city?.slug ?? null,
      city,
      options: options.get(row.uuid) ?? [],
      trainers: trainers.get(row.uuid) ?? [],
    }
  })
}

/** The option tables of the priced kinds (ENTITY-02, ENTITY-27). */
export const OPTION_TABLES = {
  events: { options: 'event_options', owner: 'event_uuid', translations: 'event_option_translations', seated: true },
  online_courses: { options: 'online_course_options', owner: 'course_uuid', translations: 'online_course_option_translations', seated: false },
} as const

/** Options of many owners in one query, in their order, titles in `language` with fallback to ru. */
export async function priceOptionsOf(
  db: D1Database,
  language: Language,
  tables: (typeof OPTION_TABLES)[keyof typeof OPTION_TABLES],
  owners: readonly string[],
): Promise<Map<string, StoredOption[]>> {
  const byOwner = new Map<string, StoredOption[]>(owners.map((owner) => [owner, []]))
  if (owners.length === 0) return byOwner
  const { results } = await db
    .prepare(
      `SELECT o.${tables.owner} AS owner, o.uuid, o.price_amount, o.old_price_amount, ${translated('title')}
         ${tables.seated ? `, ${seatsLeftSql('?3')} AS seats_left` : ''}
       FROM ${tables.options} o ${translationJoins(tables.translations, 'option_uuid', 'o.uuid')}
       WHERE o.${tables.owner} IN (SELECT value FROM json_each(?2))
       ORDER BY o.${tables.owner}, o.position, o.uuid`,
    )
    .bind(language, JSON.stringify(owners), ...(tables.seated ? [new Date().toISOString()] : []))
    .all<StoredOption & { owner: string }>()
  for (const { owner, ...option } of results) byOwner.get(owner)?.push(option)
  return byOwner
}

/** Trainers of many owners (events, online courses) through their link table, in position order. */
export async function trainersOf(
  db: D1Database,
  language: Language,
  linkTable: 'event_trainers' | 'online_course_trainers',
  ownerColumn: 'event_uuid' | 'course_uuid',
  owners: readonly string[],
): Promise<Map<string, EventTrainer[]>> {
  const byOwner = new Map<string, EventTrainer[]>(owners.map((owner) => [owner, []]))
  if (owners.length === 0) return byOwner
  const { results } = await db
    .prepare(
      `SELECT l.${ownerColumn} AS owner, tr.id, tr.slug, tr.image_id, ${translated('full_name')}, ${translated('direction')}
       FROM ${linkTable} l JOIN trainers tr ON tr.id = l.trainer_id
       ${translationJoins('trainer_translations', 'trainer_id', 'tr.id')}
       WHERE l.${ownerColumn} IN (SELECT value FROM json_each(?2)) AND ${visibleSql('tr')}
       ORDER BY l.${ownerColumn}, l.position, tr.id`,
    )
    .bind(language, JSON.stringify(owners))
    .all<Omit<EventTrainer, 'image'> & { owner: string }>()
  const images = await imagesByUuid(db, results.flatMap((row) => (row.image_id ? [row.image_id] : [])), language)
  for (const { owner, ...trainer } of results) {
    byOwner.get(owner)?.push({ ...trainer, image: (trainer.image_id && images.get(trainer.image_id)) || null })
  }
  return byOwner
}

/** Cities with their country, titles in `language` with fallback to ru (ENTITY-01 `city`, OQ-21 time zone). */
async function citiesById(db: D1Database, language: Language, ids: readonly number[]): Promise<Map<number, CityEntity>> {
  const byId = new Map<number, CityEntity>()
  if (ids.length === 0) return byId
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.time_zone, c.country_code,
         COALESCE(ct.title, cr.title, c.slug) AS title, COALESCE(nt.title, nr.title, c.country_code) AS country_title
       FROM cities c
       LEFT JOIN city_translations ct ON ct.city_id = c.id AND ct.language = ?1
       LEFT JOIN city_translations cr ON cr.city_id = c.id AND cr.language = 'ru'
       LEFT JOIN country_translations nt ON nt.country_code = c.country_code AND nt.language = ?1
       LEFT JOIN country_translations nr ON nr.country_code = c.country_code AND nr.language = 'ru'
       WHERE c.id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(language, JSON.stringify([...new Set(ids)]))
    .all<{ id: number; slug: string; time_zone: string; country_code: string; title: string; country_title: string }>()
  for (const row of results) {
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: row.title,
      time_zone: row.time_zone,
      country: { value: row.country_code, title: row.country_title },
    })
  }
  return byId
}
