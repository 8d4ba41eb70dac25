/**
 * The desk's read and writes of a trainer's special blocks (issue 42 "trainers", OQ-11; "draft, published and
 * scheduled states"): a save keeps a draft (trainers.blocks_draft), publishing copies it into the blocks' stored shapes
 * that visitors read, discarding drops it. Each write is one batch: the version guard (a stale write rolls the batch
 * back), the audit row, the change.
 */
import { LANGUAGES, type Language } from '../../src/model/languages'
import { isSocialNetwork } from '../../src/model/social-networks'
import { languageList, textsAt, type TrainerBlocks, type TrainerBlocksRecord } from '../../src/model/trainer-blocks'
import type { Texts } from '../../src/model/site-profile'
import { TRAINER_LOGOS_KIND } from './content-registry'
import type { Actor } from './item-part-writes'
import { auditStatement } from './staff-audit'

function parsed<Value>(text: unknown, fallback: Value): Value {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as Value) : fallback
  } catch {
    return fallback
  }
}

const textsOf = (rows: Array<Record<string, unknown>>, column: string): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, String(rows.find((row) => row.language === language)?.[column] ?? '')])) as Texts

/** The desk's answer and the blocks visitors see now (`blocks` is the draft when `draft`, else these). */
export type StoredTrainerBlocks = TrainerBlocksRecord & { published: TrainerBlocks }

/** The trainer (by id or slug) with its blocks as the desk edits them; null when there is none. */
export async function readTrainerBlocks(db: D1Database, key: string): Promise<StoredTrainerBlocks | null> {
  const numeric = /^[1-9][0-9]{0,15}$/.test(key) ? Number(key) : -1
  const trainer = await db
    .prepare(
      `SELECT tr.id, tr.slug, tr.social_media, tr.blocks_version, tr.blocks_draft, tr.blocks_publish_at, COALESCE(r.full_name, '') AS full_name FROM trainers tr
       LEFT JOIN trainer_translations r ON r.trainer_id = tr.id AND r.language = 'ru' WHERE tr.slug = ?1 OR tr.id = ?2 LIMIT 1`,
    )
    .bind(key, numeric)
    .first<{ id: number; slug: string; social_media: string; blocks_version: number; blocks_draft: string | null; blocks_publish_at: string | null; full_name: string }>()
  if (!trainer) return null
  const [lists, businesses, businessTexts, logos] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT language, specialization, faq_videos FROM trainer_translations WHERE trainer_id = ?1').bind(trainer.id),
    db.prepare('SELECT id, url, image_id FROM trainer_businesses WHERE trainer_id = ?1 ORDER BY position, id').bind(trainer.id),
    db
      .prepare('SELECT t.business_id, t.language, t.title, t.description FROM trainer_business_translations t JOIN trainer_businesses b ON b.id = t.business_id WHERE b.trainer_id = ?1')
      .bind(trainer.id),
    db.prepare('SELECT image_uuid FROM entity_images WHERE entity_kind = ?1 AND entity_id = ?2 ORDER BY position, image_uuid').bind(TRAINER_LOGOS_KIND, String(trainer.id)),
  ])
  const perLanguage = <Row>(column: string) => new Map(lists!.results.map((row) => [row.language as Language, parsed<Row[] | null>(row[column], null)]))
  const specialization = perLanguage<string>('specialization')
  const videos = perLanguage<{ title: string; url: string }>('faq_videos')
  const videoTitles = Object.fromEntries(LANGUAGES.map((language) => [language, videos.get(language)?.map((video) => video.title) ?? null]))
  const published: TrainerBlocks = {
    businesses: businesses!.results.map((row) => {
      const texts = businessTexts!.results.filter((text) => text.business_id === row.id)
      return { url: String(row.url), image_id: (row.image_id as string | null) ?? null, title: textsOf(texts, 'title'), description: textsOf(texts, 'description') }
    }),
    specialization: (specialization.get('ru') ?? []).map((_, index) => textsAt(Object.fromEntries(specialization), index)),
    faq_videos: (videos.get('ru') ?? []).map((video, index) => ({ url: video.url, title: textsAt(videoTitles, index) })),
    client_logos: logos!.results.map((row) => String(row.image_uuid)),
    social_media: Object.entries(parsed<Record<string, string>>(trainer.social_media, {})).flatMap(([network, url]) => (isSocialNetwork(network) ? [{ network, url }] : [])),
  }
  const draft = parsed<TrainerBlocks | null>(trainer.blocks_draft, null)
  return { item: { id: trainer.id, slug: trainer.slug, full_name: trainer.full_name }, blocks: draft ?? published, draft: draft !== null, publish_at: draft === null ? null : trainer.blocks_publish_at, published, version: trainer.blocks_version }
}

/** Runs `statements` after the guard of `before`'s version; false when someone wrote first (the batch rolled back). */
export async function guarded(db: D1Database, before: TrainerBlocksRecord, statements: D1PreparedStatement[]): Promise<boolean> {
  const guard = db.prepare('INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM trainers WHERE id = ?1 AND blocks_version = ?2)').bind(before.item.id, before.version)
  try {
    await db.batch([guard, ...statements])
    return true
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes('stale_version')) return false
    throw error
  }
}

/**
 * Keeps `blocks` as the draft over `before` if its version is still the stored one (a scheduled publication stays, and
 * will publish these); false when someone wrote first.
 */
export function saveTrainerBlocksDraft(db: D1Database, before: TrainerBlocksRecord, blocks: TrainerBlocks, { userId, now }: Actor): Promise<boolean> {
  const id = before.item.id
  return guarded(db, before, [
    db.prepare('UPDATE trainers SET blocks_version = blocks_version + 1, blocks_draft = ?2 WHERE id = ?1').bind(id, JSON.stringify(blocks)),
    auditStatement(db, { userId, action: 'trainer_blocks.update', subject: `trainers:${id}`, before: before.blocks, after: blocks }, now),
  ])
}

/** Drops the draft of `before` (which has one) if its version is still the stored one; false when someone wrote first. */
export function discardTrainerBlocksDraft(db: D1Database, before: TrainerBlocksRecord, { userId, now }: Actor): Promise<boolean> {
  const id = before.item.id
  return guarded(db, before, [
    db.prepare('UPDATE trainers SET blocks_version = blocks_version + 1, blocks_draft = NULL, blocks_publish_at = NULL, blocks_publish_by = NULL WHERE id = ?1').bind(id),
    auditStatement(db, { userId, action: 'trainer_blocks.discard', subject: `trainers:${id}`, before: before.blocks }, now),
  ])
}

/**
 * Publishes the draft of `before` (which has one) if its version is still the stored one: the blocks replaced in
 * their stored shapes, the draft and its schedule cleared; false when someone wrote first. `action` names the audit row
 * (the cron run's publication of a scheduled draft has its own).
 */
export function publishTrainerBlocks(db: D1Database, before: StoredTrainerBlocks, { userId, now }: Actor, action: 'trainer_blocks.publish' | 'trainer_blocks.publish_scheduled' = 'trainer_blocks.publish'): Promise<boolean> {
  const id = before.item.id
  const blocks = before.blocks
  const json = (list: unknown[] | null) => (list === null ? null : JSON.stringify(list))
  const listsOf = (language: Language) => {
    const specialization = languageList(blocks.specialization, language, (texts) => texts)
    const titles = languageList(blocks.faq_videos, language, (video) => video.title)
    return { specialization: json(specialization), faq: json(titles && blocks.faq_videos.map((video, index) => ({ title: titles[index], url: video.url.trim() }))) }
  }
  return guarded(db, before, [
    db
      .prepare('UPDATE trainers SET blocks_version = blocks_version + 1, blocks_draft = NULL, blocks_publish_at = NULL, blocks_publish_by = NULL, social_media = ?2 WHERE id = ?1')
      .bind(id, JSON.stringify(Object.fromEntries(blocks.social_media.map((social) => [social.network, social.url.trim()])))),
    auditStatement(db, { userId, action, subject: `trainers:${id}`, before: before.published, after: blocks }, now),
    ...LANGUAGES.map((language) => {
      const lists = listsOf(language)
      // A language with texts gets its row (empty texts fall back to ru); one without keeps its row, its lists cleared.
      return lists.specialization !== null || lists.faq !== null || language === 'ru'
        ? db
            .prepare(
              `INSERT INTO trainer_translations (trainer_id, language, full_name, specialization, faq_videos) VALUES (?1, ?2, '', ?3, ?4)
               ON CONFLICT (trainer_id, language) DO UPDATE SET specialization = excluded.specialization, faq_videos = excluded.faq_videos`,
            )
            .bind(id, language, lists.specialization, lists.faq)
        : db.prepare('UPDATE trainer_translations SET specialization = NULL, faq_videos = NULL WHERE trainer_id = ?1 AND language = ?2').bind(id, language)
    }),
    db.prepare('DELETE FROM trainer_business_translations WHERE business_id IN (SELECT id FROM trainer_businesses WHERE trainer_id = ?1)').bind(id),
    db.prepare('DELETE FROM trainer_businesses WHERE trainer_id = ?1').bind(id),
    ...blocks.businesses.flatMap((business, position) => [
      db.prepare('INSERT INTO trainer_businesses (trainer_id, position, url, image_id) VALUES (?1, ?2, ?3, ?4)').bind(id, position, business.url.trim(), business.image_id),
      ...LANGUAGES.filter((language) => language === 'ru' || business.title[language].trim() || business.description[language].trim()).map((language) =>
        db
          .prepare(
            `INSERT INTO trainer_business_translations (business_id, language, title, description)
             SELECT id, ?3, ?4, ?5 FROM trainer_businesses WHERE trainer_id = ?1 AND position = ?2`,
          )
          .bind(id, position, language, business.title[language].trim(), business.description[language].trim()),
      ),
    ]),
    db.prepare('DELETE FROM entity_images WHERE entity_kind = ?1 AND entity_id = ?2').bind(TRAINER_LOGOS_KIND, String(id)),
    ...blocks.client_logos.map((uuid, position) =>
      db.prepare('INSERT INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES (?1, ?2, ?3, ?4)').bind(TRAINER_LOGOS_KIND, String(id), uuid, position),
    ),
  ])
}
