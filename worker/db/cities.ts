import type { CityEntity } from '../../src/model/entities/reference'
import type { Language } from '../../src/model/languages'

/** City and country names in `language` with fallback to ru (I18N-06); both joins are primary-key lookups. */
const SELECT = `SELECT ci.id, ci.slug, ci.time_zone, ci.country_code,
    COALESCE(t.title, r.title, '') AS title, COALESCE(ct.title, cr.title, '') AS country_title
  FROM cities ci
  LEFT JOIN city_translations t ON t.city_id = ci.id AND t.language = ?1
  LEFT JOIN city_translations r ON r.city_id = ci.id AND r.language = 'ru'
  LEFT JOIN country_translations ct ON ct.country_code = ci.country_code AND ct.language = ?1
  LEFT JOIN country_translations cr ON cr.country_code = ci.country_code AND cr.language = 'ru'`

interface CityRow {
  id: number
  slug: string
  time_zone: string
  country_code: string
  title: string
  country_title: string
}

function toCity(row: CityRow): CityEntity {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    time_zone: row.time_zone,
    country: { value: row.country_code, title: row.country_title },
  }
}

/** The cities of a country in the site's order (index cities_country), a page of them, and how many. */
export async function listCitiesOf(
  db: D1Database,
  language: Language,
  countryCode: string,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: CityEntity[]; count: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(`${SELECT} WHERE ci.country_code = ?2 ORDER BY ci.position, ci.id LIMIT ?3 OFFSET ?4`)
      .bind(language, countryCode, limit, skip),
    db.prepare('SELECT COUNT(*) AS count FROM cities WHERE country_code = ?1').bind(countryCode),
  ])
  return {
    rows: ((rows?.results ?? []) as CityRow[]).map(toCity),
    count: (count?.results?.[0] as { count: number } | undefined)?.count ?? 0,
  }
}

/** A city by numeric id or slug (OQ-21: with its IANA time zone). */
export async function findCity(db: D1Database, language: Language, id: string): Promise<CityEntity | null> {
  const byId = /^[1-9]\d{0,15}$/.test(id)
  const row = await db
    .prepare(`${SELECT} WHERE ${byId ? 'ci.id = ?2' : 'ci.slug = ?2'}`)
    .bind(language, byId ? Number(id) : id)
    .first<CityRow>()
  return row ? toCity(row) : null
}
