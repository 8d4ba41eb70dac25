/**
 * What the desk's writes of an item's parts share (issue 42, BE-04): options of events, products and courses
 * (item-option-writes.ts) and product props (product-prop-writes.ts). Every write is one batch: a version guard (a
 * stale save rolls the batch back), the audit row, the change.
 */
import { LANGUAGES, type Language } from '../../src/model/languages'

/** Why a write did not happen: someone saved first, or orders point at the part. */
export type PartConflict = 'stale' | 'referenced'

export interface Actor {
  userId: number
  now: number
}

/** Refuses the batch (CHECK stale_version) unless the row is stored with exactly this version. */
export function versionGuard(db: D1Database, table: string, uuid: string, version: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE uuid = ?1 AND version = ?2)`)
    .bind(uuid, version)
}

/**
 * The texts of each language (columns `names`, e.g. title and value): stored where the language has its first text,
 * removed where that is empty (the site falls back to ru); a language left out of the write is kept.
 */
export function textStatements(
  db: D1Database,
  { table, foreignKey }: { table: string; foreignKey: string },
  uuid: string,
  texts: Record<string, Partial<Record<Language, string>>>,
): D1PreparedStatement[] {
  const names = Object.keys(texts)
  const [first] = names
  return LANGUAGES.filter((language) => texts[first!]![language] !== undefined).map((language) =>
    texts[first!]![language]
      ? db
          .prepare(
            `INSERT INTO ${table} (${foreignKey}, language, ${names.join(', ')}) VALUES (?1, ?2, ${names.map((_, index) => `?${index + 3}`).join(', ')})
             ON CONFLICT (${foreignKey}, language) DO UPDATE SET ${names.map((name) => `${name} = excluded.${name}`).join(', ')}`,
          )
          .bind(uuid, language, ...names.map((name) => texts[name]![language] ?? ''))
      : db.prepare(`DELETE FROM ${table} WHERE ${foreignKey} = ?1 AND language = ?2`).bind(uuid, language),
  )
}

/** Runs the batch; a stale version or a refusing foreign key is the conflict, anything else is thrown. */
export async function runPartWrite(db: D1Database, statements: D1PreparedStatement[]): Promise<PartConflict | null> {
  try {
    await db.batch(statements)
    return null
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    if (message.includes('stale_version')) return 'stale'
    if (message.includes('FOREIGN KEY constraint failed')) return 'referenced'
    throw error
  }
}

/** Each language's texts of the parts read, by part uuid: `{ title: { ru, en, ky } }`, empty where none. */
export function textsByPart(rows: Array<Record<string, unknown>>, names: readonly string[]): Map<string, Record<string, Record<Language, string>>> {
  const byPart = new Map<string, Record<string, Record<Language, string>>>()
  for (const row of rows) {
    const uuid = String(row.part_uuid)
    const texts = byPart.get(uuid) ?? Object.fromEntries(names.map((name) => [name, { ru: '', en: '', ky: '' }]))
    for (const name of names) texts[name]![row.language as Language] = String(row[name] ?? '')
    byPart.set(uuid, texts)
  }
  return byPart
}
