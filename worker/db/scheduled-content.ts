/**
 * Registry items scheduled for a time (publish_at, BE-05) become visible by themselves when it comes (visibleSql), but a
 * copy the edge cache made before then under the same content version would still answer without them: the
 * every-minute cron run bumps the version once such a time has come (issue 42, 43.1).
 */
import { CONTENT_STORAGE } from './content-registry'
import { bumpContentVersionIfDue, dueBumpSql } from './content-version'

/** The tables of the registry's types, each with publish_at and its partial index `<table>_hidden`. */
const SCHEDULED_TABLES = [...new Set(Object.values(CONTENT_STORAGE).map((storage) => storage.table))]

/** SQL true when a published item's scheduled time lies in (since, now]: one range of each table's `<table>_hidden`. */
export function scheduledContentCameSql(since: string, now: string): string {
  return SCHEDULED_TABLES.map(
    (table) => `EXISTS (SELECT 1 FROM ${table} x WHERE x.publish_at > ${since} AND x.publish_at <= ${now} AND x.status = 'published')`,
  ).join(' OR ')
}

/** Bumps the content version when a scheduled item came due since the last bump of this kind; the new version or null. */
export function bumpForScheduledContent(db: D1Database): Promise<number | null> {
  return bumpContentVersionIfDue(db, scheduledContentCameSql)
}

/** The statement of bumpForScheduledContent (its query plan is tested). */
export const SCHEDULED_CONTENT_BUMP_SQL = dueBumpSql(scheduledContentCameSql)
