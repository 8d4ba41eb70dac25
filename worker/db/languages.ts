import type { LanguageEntity } from '../../src/model/api'

export async function listLanguages(db: D1Database): Promise<LanguageEntity[]> {
  const { results } = await db
    .prepare(
      `SELECT id, language_code, name, name_in_native_language, icon
       FROM languages WHERE is_active = 1 ORDER BY position, id`,
    )
    .all<LanguageEntity>()
  return results
}
