import type { Currency } from '../../src/model/currencies'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { CreatedOrder, EventTheme, EventType } from '../../src/model/events'
import type { OnlineCourseEntity } from '../../src/model/entities/events'
import type { Language } from '../../src/model/languages'
import { OPTION_TABLES, priceOptionsOf, trainersOf, type StoredOption } from './events'
import { imagesByUuid, imagesOf } from './images'
import type { ContentItemFields, ContentListFields } from '../../src/model/content-types'
import { CONTENT_STORAGE, fromStored, publicColumns, visibleCountSql, visibleSql } from './content-registry'
import { translationJoins } from './translations'

/** entity_kind of online courses in entity_tags and entity_images. */
export const ONLINE_COURSE_KIND = 'online_courses'

/** ENTITY-27 as stored: option prices in the course's base currency, HTML not yet sanitised, the gallery as renditions. */
export interface StoredOnlineCourse extends Omit<OnlineCourseEntity, 'images' | 'options' | 'price' | 'currency'> {
  gallery: ImageEntity[]
  options: StoredOption[]
  price_currency: Currency
}

export type StoredOnlineCourseListItem = Omit<StoredOnlineCourse, 'description' | 'description_second' | 'for_who'>

export interface OnlineCourseFilters {
  theme?: EventTheme
  type?: EventType
}

const { translations } = CONTENT_STORAGE.online_courses
const LIST_COLUMNS = publicColumns('online_courses', 'list')
const ITEM_COLUMNS = publicColumns('online_courses', 'item')
const FROM = `FROM online_courses oc ${translationJoins(translations.table, translations.foreignKey, 'oc.uuid')}`

/** The stored fields as the registry declares them (booleans already true/false, fromStored). */
type ListRow = { uuid: string } & ContentListFields<'online_courses'>
type ItemRow = { uuid: string } & ContentItemFields<'online_courses'>

/** The filters' conditions; visitors see published courses only (BE-05), or with `visibility` the hidden ones to subtract. */
/** The conditions on `oc` of `filters`, their values pushed to `params` as numbered parameters. */
function coursesConditions(filters: OnlineCourseFilters, params: unknown[]): string[] {
  const conditions: string[] = []
  if (filters.theme !== undefined) conditions.push(`oc.theme = ?${params.push(filters.theme)}`)
  if (filters.type !== undefined) conditions.push(`oc.type = ?${params.push(filters.type)}`)
  return conditions
}

/** GET online_courses (API-36, COURSES-03): a page in `created` order with options and trainers. */
export async function listOnlineCourses(
  db: D1Database,
  language: Language,
  { skip, limit, order, filters }: { skip: number; limit: number; order: CreatedOrder; filters: OnlineCourseFilters },
): Promise<{ rows: StoredOnlineCourseListItem[]; count: number }> {
  const direction = order === 'created' ? 'ASC' : 'DESC'
  const rowParams: unknown[] = [language]
  const rowWhere = [visibleSql('oc'), ...coursesConditions(filters, rowParams)].join(' AND ')
  const limitAt = rowParams.push(limit)
  const offsetAt = rowParams.push(skip)
  const countParams: unknown[] = []
  const countConditions = coursesConditions(filters, countParams)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} WHERE ${rowWhere}
         ORDER BY oc.created ${direction}, oc.uuid ${direction} LIMIT ?${limitAt} OFFSET ?${offsetAt}`,
      )
      .bind(...rowParams),
    // All that match less the few drafts and scheduled ones (online_courses_hidden).
    db.prepare(visibleCountSql('online_courses', 'oc', countConditions)).bind(...countParams),
  ])
  const list = ((rows?.results ?? []) as ListRow[]).map((row) => fromStored('online_courses', row))
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  return { rows: await withRelations(db, language, list), count: total }
}

/** GET online_courses/{id} (API-19, COURSES-07…09): a published course by slug or uuid. */
export async function findOnlineCourse(db: D1Database, language: Language, id: string): Promise<StoredOnlineCourse | null> {
  const row = await db
    .prepare(`SELECT ${ITEM_COLUMNS} ${FROM} WHERE (oc.slug = ?2 OR oc.uuid = ?2) AND ${visibleSql('oc')} LIMIT 1`)
    .bind(language, id)
    .first<ItemRow>()
  if (!row) return null
  const [course] = await withRelations(db, language, [fromStored('online_courses', row)])
  return course as StoredOnlineCourse
}

async function withRelations<Row extends ListRow>(
  db: D1Database,
  language: Language,
  rows: Row[],
): Promise<Array<Row & Omit<StoredOnlineCourseListItem, keyof ListRow>>> {
  const uuids = rows.map((row) => row.uuid)
  const [options, trainers, images, galleries] = await Promise.all([
    priceOptionsOf(db, language, OPTION_TABLES.online_courses, uuids),
    trainersOf(db, language, 'online_course_trainers', 'course_uuid', uuids),
    imagesByUuid(db, rows.flatMap((row) => (row.image_id ? [row.image_id] : [])), language),
    imagesOf(db, ONLINE_COURSE_KIND, uuids, language),
  ])
  return rows.map((row) => ({
    ...row,
    image: (row.image_id && images.get(row.image_id)) || null,
    gallery: galleries.get(row.uuid) ?? [],
    options: options.get(row.uuid) ?? [],
    trainers: (trainers.get(row.uuid) ?? []).map(({ full_name, slug }) => ({ full_name, slug })),
  }))
}
