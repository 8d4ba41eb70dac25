import type { CountryEntity } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'
import { translated, translationJoins } from './translations'

const FROM = `FROM countries c ${translationJoins('country_translations', 'country_code', 'c.code')}`
const COLUMNS = `c.code AS value, ${translated('title')}`

/** Countries in the site's order (I18N-09: `value` is the ISO code), a page of them, and how many there are. */
export async function listCountries(
  db: D1Database,
  language: Language,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: CountryEntity[]; count: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} ${FROM} ORDER BY c.position, c.code LIMIT ?2 OFFSET ?3`).bind(language, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM countries'),
  ])
  return {
    rows: (rows?.results ?? []) as CountryEntity[],
    count: (count?.results?.[0] as { count: number } | undefined)?.count ?? 0,
  }
}

/** A country by its ISO alpha-2 code (any case), in `language` with fallback to ru. */
export async function findCountry(db: D1Database, language: Language, code: string): Promise<CountryEntity | null> {
  return db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE c.code = upper(?2)`).bind(language, code).first<CountryEntity>()
}
