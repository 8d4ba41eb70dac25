import type { SocialActivityEntity } from '../../src/model/entities/publications'
import type { Language } from '../../src/model/languages'
import { visibleCountSql, visibleSql } from './content-registry'
import { firstCount } from './publication-lists'
import { translated, translationJoins } from './translations'

const SELECT = `SELECT s.uuid, s.slug, s.date_completion, ${translated('title')}, ${translated('short_description')}
  FROM social_activities s ${translationJoins('social_activity_translations', 'activity_uuid', 's.uuid')}`

/** Social activities, latest completed first (SOCIAL-01, API-29). */
export async function listSocialActivities(
  db: D1Database,
  language: Language,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: SocialActivityEntity[]; count: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(`${SELECT} WHERE ${visibleSql('s')} ORDER BY s.date_completion DESC, s.uuid LIMIT ?2 OFFSET ?3`)
      .bind(language, limit, skip),
    db.prepare(visibleCountSql('social_activities', 's')),
  ])
  return { rows: (rows?.results ?? []) as SocialActivityEntity[], count: firstCount(count) }
}

/** A social activity by slug or uuid. */
export async function findSocialActivity(
  db: D1Database,
  language: Language,
  id: string,
): Promise<SocialActivityEntity | null> {
  return db
    .prepare(`${SELECT} WHERE (s.slug = ?2 OR s.uuid = ?2) AND ${visibleSql('s')} LIMIT 1`)
    .bind(language, id)
    .first<SocialActivityEntity>()
}
