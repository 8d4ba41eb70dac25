import type { Currency } from '../../src/model/currencies'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { CreatedOrder, EventTheme, EventType } from '../../src/model/events'
import type { Language } from '../../src/model/languages'
import { OPTION_TABLES, priceOptionsOf, trainersOf, type StoredOption } from './events'
import { imagesByUuid, imagesOf } from './images'
import { translated, translationJoins } from './translations'

/** entity_kind of online courses in entity_tags and entity_images. */
export const ONLINE_COURSE_KIND = 'online_courses'

/** ENTITY-27 as stored: option prices in the course's base currency, HTML not yet sanitised. */
export interface StoredOnlineCourse {
  uuid: string
  slug: string
  title: string
  short_description: string
  description: string
  description_second: string
  for_who: string
  theme: EventTheme
  type: EventType
  image_id: string | null
  image: ImageEntity | null
  gallery: ImageEntity[]
  options: StoredOption[]
  price_currency: Currency
  trainers: Array<{ full_name: string; slug: string }>
  age_restriction: number | null
  lessons_count: number
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: boolean
}

export type StoredOnlineCourseListItem = Omit<StoredOnlineCourse, 'description' | 'description_second' | 'for_who'>

export interface OnlineCourseFilters {
  theme?: EventTheme
  type?: EventType
}

const LIST_COLUMNS = `oc.uuid, oc.slug, oc.theme, oc.type, oc.image_id, oc.age_restriction, oc.lessons_count,
  oc.price_currency, oc.seo_noindex, ${translated('title')}, ${translated('short_description')}, ${translated('seo_title')},
  ${translated('seo_description')}, ${translated('seo_keywords')}`

const ITEM_COLUMNS = `${LIST_COLUMNS}, ${translated('description')}, ${translated('description_second')},
  ${translated('for_who')}`

const FROM = `FROM online_courses oc ${translationJoins('online_course_translations', 'course_uuid', 'oc.uuid')}`

type ListRow = Omit<StoredOnlineCourseListItem, 'image' | 'gallery' | 'options' | 'trainers' | 'seo_noindex'> & {
  seo_noindex: number
}
type ItemRow = ListRow & Pick<StoredOnlineCourse, 'description' | 'description_second' | 'for_who'>

function coursesWhere(filters: OnlineCourseFilters, params: unknown[]): string {
  const conditions: string[] = []
  if (filters.theme !== undefined) conditions.push(`oc.theme = ?${params.push(filters.theme)}`)
  if (filters.type !== undefined) conditions.push(`oc.type = ?${params.push(filters.type)}`)
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
}

/** GET online_courses (API-36, COURSES-03): a page in `created` order with options and trainers. */
export async function listOnlineCourses(
  db: D1Database,
  language: Language,
  { skip, limit, order, filters }: { skip: number; limit: number; order: CreatedOrder; filters: OnlineCourseFilters },
): Promise<{ rows: StoredOnlineCourseListItem[]; count: number }> {
  const direction = order === 'created' ? 'ASC' : 'DESC'
  const rowParams: unknown[] = [language]
  const rowWhere = coursesWhere(filters, rowParams)
  const limitAt = rowParams.push(limit)
  const offsetAt = rowParams.push(skip)
  const countParams: unknown[] = []
  const countWhere = coursesWhere(filters, countParams)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} ${rowWhere}
         ORDER BY oc.created ${direction}, oc.uuid ${direction} LIMIT ?${limitAt} OFFSET ?${offsetAt}`,
      )
      .bind(...rowParams),
    db.prepare(`SELECT COUNT(*) AS count FROM online_courses oc ${countWhere}`).bind(...countParams),
  ])
  const list = (rows?.results ?? []) as ListRow[]
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  return { rows: await withRelations(db, language, list), count: total }
}

/** GET online_courses/{id} (API-19, COURSES-07…09): by slug or uuid. */
export async function findOnlineCourse(db: D1Database, language: Language, id: string): Promise<StoredOnlineCourse | null> {
  const row = await db
    .prepare(`SELECT ${ITEM_COLUMNS} ${FROM} WHERE oc.slug = ?2 OR oc.uuid = ?2 LIMIT 1`)
    .bind(language, id)
    .first<ItemRow>()
  if (!row) return null
  const [course] = await withRelations(db, language, [row])
  return course as StoredOnlineCourse
}

async function withRelations<Row extends ListRow>(
  db: D1Database,
  language: Language,
  rows: Row[],
): Promise<Array<Omit<Row, 'seo_noindex'> & Omit<StoredOnlineCourseListItem, keyof ListRow> & { seo_noindex: boolean }>> {
  const uuids = rows.map((row) => row.uuid)
  const [options, trainers, images, galleries] = await Promise.all([
    priceOptionsOf(db, language, OPTION_TABLES.online_courses, uuids),
    trainersOf(db, language, 'online_course_trainers', 'course_uuid', uuids),
    imagesByUuid(db, rows.flatMap((row) => (row.image_id ? [row.image_id] : []))),
    imagesOf(db, ONLINE_COURSE_KIND, uuids),
  ])
  return rows.map(({ seo_noindex, ...row }) => ({
    ...row,
    seo_noindex: seo_noindex === 1,
    image: (row.image_id && images.get(row.image_id)) || null,
    gallery: galleries.get(row.uuid) ?? [],
    options: options.get(row.uuid) ?? [],
    trainers: (trainers.get(row.uuid) ?? []).map(({ full_name, slug }) => ({ full_name, slug })),
  }))
}
