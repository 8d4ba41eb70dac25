import type { LanguageEntity } from '../../src/model/api'
import { routableOnly } from '../../src/model/languages'

/** The languages routable now (OQ-01): the active rows in menu order that have a UI catalogue. */
export async function readRoutableLanguages(db: D1Database): Promise<LanguageEntity[]> {
  const { results } = await db
    .prepare(
      `SELECT id, language_code, name, name_in_native_language, icon
       FROM languages WHERE is_active = 1 ORDER BY position, id`,
    )
    .all<Omit<LanguageEntity, 'language_code'> & { language_code: string }>()
  return routableOnly(results)
}
