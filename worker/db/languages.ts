import type { LanguageEntity } from '../../src/model/api'

/** The active languages in menu order, a page of them, and how many there are. */
export async function listLanguages(
  db: D1Database,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: LanguageEntity[]; count: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, language_code, name, name_in_native_language, icon
         FROM languages WHERE is_active = 1 ORDER BY position, id LIMIT ?1 OFFSET ?2`,
      )
      .bind(limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM languages WHERE is_active = 1'),
  ])
  return {
    rows: (rows?.results ?? []) as LanguageEntity[],
    count: (count?.results?.[0] as { count: number } | undefined)?.count ?? 0,
  }
}
