import type { TrainerEntity } from '../../src/model/entities/events'
import type { ImageEntity } from '../../src/model/entities/reference'
import type { CreatedOrder } from '../../src/model/events'
import type { Language } from '../../src/model/languages'
import { TRAINER_LOGOS_KIND, visibleCountSql, visibleSql } from './content-registry'
import { imagesByUuid, imagesOf } from './images'
import { translated, translationJoins } from './translations'

/** entity_kind of trainers in entity_tags and entity_images; client logos are a gallery of their own (TRAINER_LOGOS_KIND). */
export const TRAINER_KIND = 'trainers'

/** A trainer as stored, JSON columns parsed; HTML is sanitised by the API. */
export type StoredTrainer = Omit<TrainerEntity, 'images'> & { gallery: ImageEntity[] }

export type StoredTrainerListItem = Pick<
  StoredTrainer,
  'id' | 'slug' | 'full_name' | 'direction' | 'competence' | 'small_description' | 'image_id' | 'image' | 'gallery' | 'social_media'
>

const FROM = `FROM trainers tr ${translationJoins('trainer_translations', 'trainer_id', 'tr.id')}`

const LIST_COLUMNS = `tr.id, tr.slug, tr.image_id, tr.social_media,
  ${translated('full_name')}, ${translated('direction')}, ${translated('competence')}, ${translated('small_description')}`

const ITEM_COLUMNS = `${LIST_COLUMNS}, tr.blog_tag, tr.seo_noindex, tr.social_blog, ${translated('education')}, ${translated('cases')},
  ${translated('proud_of')}, ${translated('description')}, ${translated('seo_title')}, ${translated('seo_description')},
  ${translated('seo_keywords')}, COALESCE(t.specialization, r.specialization, '[]') AS specialization,
  COALESCE(t.faq_videos, r.faq_videos, '[]') AS faq_videos`

interface ListRow {
  id: number
  slug: string
  image_id: string | null
  social_media: string
  full_name: string
  direction: string
  competence: string
  small_description: string
}

interface ItemRow extends ListRow {
  blog_tag: string | null
  social_blog: string | null
  education: string
  cases: string
  proud_of: string
  description: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  seo_noindex: number
  specialization: string
  faq_videos: string
}

export interface TrainerListOptions {
  skip: number
  limit: number
  order: CreatedOrder
  /** Tag slugs: trainers carrying any of them (BE-06). */
  tags?: readonly string[]
}

/** The conditions on `tr` of the list's tags; `params` receives the values, numbered after those already in it. */
function listConditions(options: TrainerListOptions, params: unknown[]): string[] {
  if (!options.tags?.length) return []
  params.push(JSON.stringify(options.tags))
  return [`tr.id IN (SELECT et.entity_id FROM entity_tags et WHERE et.entity_kind = '${TRAINER_KIND}'
    AND et.tag_id IN (SELECT id FROM tags WHERE slug IN (SELECT value FROM json_each(?${params.length}))))`]
}

/** GET trainers (API-23, TRAINER-01): a page of trainers in `created` order, tie-broken by id. */
export async function listTrainers(
  db: D1Database,
  language: Language,
  options: TrainerListOptions,
): Promise<{ rows: StoredTrainerListItem[]; count: number }> {
  const direction = options.order === 'created' ? 'ASC' : 'DESC'
  const rowParams: unknown[] = [language]
  const rowWhere = [visibleSql('tr'), ...listConditions(options, rowParams)].join(' AND ')
  rowParams.push(options.limit, options.skip)
  const countParams: unknown[] = []
  const countConditions = listConditions(options, countParams)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${FROM} WHERE ${rowWhere}
         ORDER BY tr.created ${direction}, tr.id ${direction} LIMIT ?${rowParams.length - 1} OFFSET ?${rowParams.length}`,
      )
      .bind(...rowParams),
    // All trainers (of the tags) less the few hidden ones (drafts, scheduled), found through trainers_hidden.
    db.prepare(visibleCountSql('trainers', 'tr', countConditions)).bind(...countParams),
  ])
  const list = (rows?.results ?? []) as ListRow[]
  const total = (count?.results?.[0] as { count: number } | undefined)?.count ?? 0
  const [images, galleries] = await Promise.all([
    imagesByUuid(db, list.flatMap((row) => (row.image_id ? [row.image_id] : [])), language),
    imagesOf(db, TRAINER_KIND, list.map((row) => String(row.id)), language),
  ])
  return {
    rows: list.map((row) => ({
      ...toListItem(row, images),
      gallery: galleries.get(String(row.id)) ?? [],
    })),
    count: total,
  }
}

function toListItem(row: ListRow, images: Map<string, ImageEntity>): StoredTrainerListItem {
  return {
    id: row.id,
    slug: row.slug,
    full_name: row.full_name,
    direction: row.direction,
    competence: row.competence,
    small_description: row.small_description,
    image_id: row.image_id,
    image: (row.image_id && images.get(row.image_id)) || null,
    gallery: [],
    social_media: parseJson<Record<string, string>>(row.social_media, {}),
  }
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

interface BusinessRow {
  url: string
  image_id: string | null
  title: string
  description: string
}

/** GET trainers/{id} (API-19, ENTITY-05, OQ-11): by slug or numeric id, with the special blocks' data; `hidden` finds drafts too (the desk's preview). */
export async function findTrainer(db: D1Database, language: Language, id: string, { hidden = false } = {}): Promise<StoredTrainer | null> {
  const numeric = /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : -1
  const row = await db
    .prepare(`SELECT ${ITEM_COLUMNS} ${FROM} WHERE (tr.slug = ?2 OR tr.id = ?3) AND ${hidden ? '1' : visibleSql('tr')} LIMIT 1`)
    .bind(language, id, numeric)
    .first<ItemRow>()
  if (!row) return null
  const { results: businesses } = await db
    .prepare(
      `SELECT b.url, b.image_id, ${translated('title')}, ${translated('description')}
       FROM trainer_businesses b ${translationJoins('trainer_business_translations', 'business_id', 'b.id')}
       WHERE b.trainer_id = ?2 ORDER BY b.position, b.id`,
    )
    .bind(language, row.id)
    .all<BusinessRow>()
  const imageIds = [row.image_id, ...businesses.map((business) => business.image_id)].filter(
    (uuid): uuid is string => uuid !== null,
  )
  const [images, galleries, logos] = await Promise.all([
    imagesByUuid(db, imageIds, language),
    imagesOf(db, TRAINER_KIND, [String(row.id)], language),
    imagesOf(db, TRAINER_LOGOS_KIND, [String(row.id)], language),
  ])
  return {
    ...toListItem(row, images),
    gallery: galleries.get(String(row.id)) ?? [],
    education: row.education,
    cases: row.cases,
    proud_of: row.proud_of,
    description: row.description,
    businesses: businesses.map((business) => ({
      ...business,
      image: (business.image_id && images.get(business.image_id)) || null,
    })),
    specialization: parseJson<string[]>(row.specialization, []),
    faq_videos: parseJson<Array<{ title: string; url: string }>>(row.faq_videos, []),
    client_logos: logos.get(String(row.id)) ?? [],
    blog_tag: row.blog_tag,
    social_blog: row.social_blog,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    seo_keywords: row.seo_keywords,
    seo_noindex: row.seo_noindex === 1,
  }
}
