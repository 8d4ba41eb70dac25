/**
 * A trainer's draft blocks scheduled to be published by themselves (issue 42 "draft, published and scheduled states";
 * migration 0068): staff schedule or call off over the blocks' version, and the every-minute cron run publishes the
 * drafts whose time has come (worker/index.ts, which then bumps the content version). Each write is one guarded batch
 * with its audit row (trainer-block-edits.ts).
 */
import { trainerBlockImages, withoutImages } from '../../src/model/trainer-blocks'
import { missingImages } from './images'
import type { Actor } from './item-part-writes'
import { auditStatement } from './staff-audit'
import { guarded, publishTrainerBlocks, readTrainerBlocks, type StoredTrainerBlocks } from './trainer-block-edits'

/** How many due drafts one cron run publishes; the rest wait a minute. */
export const DUE_BLOCKS_PER_RUN = 20

/** The drafts due at ?1 (an ISO instant), oldest time first, at most ?2: through the partial index trainers_blocks_due. */
export const DUE_BLOCKS_SQL = 'SELECT id, blocks_publish_by FROM trainers WHERE blocks_publish_at <= ?1 AND blocks_draft IS NOT NULL ORDER BY blocks_publish_at LIMIT ?2'

/** Schedules the draft of `before` (which has one) for `at` (an ISO instant to come); false when someone wrote first. */
export function scheduleTrainerBlocks(db: D1Database, before: StoredTrainerBlocks, at: string, { userId, now }: Actor): Promise<boolean> {
  const id = before.item.id
  return guarded(db, before, [
    db.prepare('UPDATE trainers SET blocks_version = blocks_version + 1, blocks_publish_at = ?2, blocks_publish_by = ?3 WHERE id = ?1').bind(id, at, userId),
    auditStatement(db, { userId, action: 'trainer_blocks.schedule', subject: `trainers:${id}`, before: { publish_at: before.publish_at }, after: { publish_at: at } }, now),
  ])
}

/** Calls off the scheduled publication of `before`: the draft stays; false when someone wrote first. */
export function unscheduleTrainerBlocks(db: D1Database, before: StoredTrainerBlocks, { userId, now }: Actor): Promise<boolean> {
  const id = before.item.id
  return guarded(db, before, [
    db.prepare('UPDATE trainers SET blocks_version = blocks_version + 1, blocks_publish_at = NULL, blocks_publish_by = NULL WHERE id = ?1').bind(id),
    auditStatement(db, { userId, action: 'trainer_blocks.unschedule', subject: `trainers:${id}`, before: { publish_at: before.publish_at }, after: { publish_at: null } }, now),
  ])
}

/**
 * Publishes every draft whose scheduled time is `now` or past, audited as the publication of whoever scheduled it; a
 * picture deleted meanwhile is left out (no one is there to be asked). A draft someone saved, published or discarded in
 * the meantime is left to its new state (the version guard). Answers how many were published.
 */
export async function publishDueTrainerBlocks(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(DUE_BLOCKS_SQL)
    .bind(new Date(now).toISOString(), DUE_BLOCKS_PER_RUN)
    .all<{ id: number; blocks_publish_by: number }>()
  let published = 0
  for (const due of results) {
    const before = await readTrainerBlocks(db, String(due.id))
    if (!before?.draft || before.publish_at === null || Date.parse(before.publish_at) > now) continue
    const missing = await missingImages(db, trainerBlockImages(before.blocks))
    const blocks = missing.size > 0 ? withoutImages(before.blocks, missing) : before.blocks
    if (await publishTrainerBlocks(db, { ...before, blocks }, { userId: due.blocks_publish_by, now }, 'trainer_blocks.publish_scheduled')) published += 1
  }
  return published
}
