import type { Language } from '../../src/model/languages'

interface ProfileDataRow {
  key: string
  value: string
  language: string
}

/** The rows of one site profile's json_data in `language` and ru (BE-02, I18N-06). */
export function profileDataStatement(db: D1Database, profile: string, language: Language): D1PreparedStatement {
  return db
    .prepare(`SELECT key, value, language FROM site_profile_data WHERE profile = ?1 AND language IN (?2, 'ru')`)
    .bind(profile, language)
}

/** Each key's value in `language`, ru filling the gaps, whatever order the rows come in. */
export function valuesInLanguage(result: D1Result | undefined, language: Language): Record<string, string> {
  const values: Record<string, string> = {}
  for (const row of (result?.results ?? []) as ProfileDataRow[]) {
    if (row.language === language || !(row.key in values)) values[row.key] = row.value
  }
  return values
}
