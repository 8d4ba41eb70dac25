/**
 * The desk's reads and writes of registered content (issue 42, BE-04, BE-05), derived from content-registry.ts. Every
 * write is one batch: a version guard (a stale save rolls the whole batch back), the audit row, the change.
 */
import { type ContentFieldValue, type ContentItem, type ContentListQuery, type ContentListRow, type ContentStatus, type ContentTypeName } from '../../src/model/content-types'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { CONTENT_STORAGE, orderSql, ownFields, translatedFields, visibleSql, withSearchStems, type RelationStorage } from './content-registry'
import { auditStatement } from './staff-audit'

/** A write whose values are validated and rich text sanitised. */
export interface ContentWrite {
  values: Record<string, ContentFieldValue>
  translations: Partial<Record<Language, Record<string, string>>>
  relations: Record<string, string[]>
}

/** Why a write did not happen: someone saved first, the slug is another item's, something points at the item. */
export type ContentConflict = { conflict: 'stale' } | { conflict: 'slug' } | { conflict: 'referenced'; by: Record<string, string[]> }

const stored = (value: ContentFieldValue) => (typeof value === 'boolean' ? Number(value) : value)

function relationRead(db: D1Database, relation: RelationStorage, key: string): D1PreparedStatement {
  const kind = relation.entityKind ? `AND l.entity_kind = '${relation.entityKind}'` : ''
  return db
    .prepare(
      `SELECT tt.${relation.targetValue} AS value FROM ${relation.table} l
       JOIN ${relation.targetTable} tt ON tt.${relation.targetKey} = l.${relation.targetColumn}
       WHERE l.${relation.ownerColumn} = ?1 ${kind} ORDER BY ${relation.position ? 'l.position' : `tt.${relation.targetValue}`}`,
    )
    .bind(key)
}

/** An item as staff edit it: every language's own texts (no fallback), its relations, state and version. */
export async function readContentItem(db: D1Database, type: ContentTypeName, key: string): Promise<ContentItem | null> {
  const storage = CONTENT_STORAGE[type]
  const own = ownFields(type)
  const relations = Object.entries(storage.relations)
  const [row, texts, ...related] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT uuid, status, publish_at, version, ${own.map(([name]) => name).join(', ')} FROM ${storage.table} WHERE uuid = ?1`).bind(key),
    db.prepare(`SELECT * FROM ${storage.translations.table} WHERE ${storage.translations.foreignKey} = ?1`).bind(key),
    ...relations.map(([, relation]) => relationRead(db, relation, key)),
  ])
  const item = row!.results[0]
  if (!item) return null
  const values: Record<string, ContentFieldValue> = {}
  for (const [name, field] of own) values[name] = field.kind === 'boolean' ? item[name] === 1 : (item[name] as ContentFieldValue)
  const translations: ContentItem['translations'] = {}
  for (const text of texts!.results) {
    translations[text.language as Language] = Object.fromEntries(translatedFields(type).map(([name]) => [name, (text[name] as string | null) ?? '']))
  }
  return {
    key,
    type,
    status: item.status as ContentStatus,
    publish_at: item.publish_at as string | null,
    version: item.version as number,
    values,
    translations,
    relations: Object.fromEntries(relations.map(([name], index) => [name, related[index]!.results.map((link) => String(link.value))])),
  }
}

/** The desk's status filter: a draft, visible now, or published with its time to come. */
const STATE_SQL: Record<NonNullable<ContentListQuery['status']>, string> = {
  draft: "x.status = 'draft'",
  published: visibleSql('x'),
  scheduled: `x.status = 'published' AND NOT ${visibleSql('x')}`,
}

/** The desk's list of a type: a page in the type's order with the ru title and the languages lacking a text. */
export async function listContentItems(
  db: D1Database,
  type: ContentTypeName,
  { status, q, skip, limit }: Pick<ContentListQuery, 'status' | 'q'> & { skip: number; limit: number },
): Promise<{ rows: ContentListRow[]; count: number }> {
  const { table, translations } = CONTENT_STORAGE[type]
  const conditions = status ? [STATE_SQL[status]] : []
  const bindings: string[] = []
  const words = q?.trim()
  if (words) {
    bindings.push(`%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
    conditions.push(`(x.slug LIKE ?1 ESCAPE '\\' OR x.uuid IN (SELECT ${translations.foreignKey} FROM ${translations.table} WHERE title LIKE ?1 ESCAPE '\\'))`)
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const [page, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT x.uuid, x.slug, x.status, x.publish_at, x.version, COALESCE(r.title, '') AS title FROM ${table} x
         LEFT JOIN ${translations.table} r ON r.${translations.foreignKey} = x.uuid AND r.language = 'ru'
         ${where} ORDER BY ${orderSql(type, 'x')} LIMIT ${limit} OFFSET ${skip}`,
      )
      .bind(...bindings),
    db.prepare(`SELECT COUNT(*) AS count FROM ${table} x ${where}`).bind(...bindings),
  ])
  const keys = page!.results.map((row) => String(row.uuid))
  const texts = translatedFields(type).map(([name]) => name)
  const filled = keys.length
    ? (
        await db
          .prepare(
            `SELECT ${translations.foreignKey} AS key, language, ${texts.map((name) => `COALESCE(${name}, '') <> '' AS ${name}`).join(', ')}
             FROM ${translations.table} WHERE ${translations.foreignKey} IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify(keys))
          .all<Record<string, unknown>>()
      ).results
    : []
  return {
    rows: page!.results.map((row) => {
      const mine = filled.filter((text) => text.key === row.uuid)
      const has = (language: Language, name: string) => mine.some((text) => text.language === language && text[name] === 1)
      // A language lacks a translation where ru has a text it has not.
      const missing = LANGUAGES.filter((language) => language !== 'ru' && texts.some((name) => has('ru', name) && !has(language, name)))
      return {
        key: String(row.uuid),
        slug: String(row.slug),
        title: String(row.title),
        status: row.status as ContentStatus,
        publish_at: row.publish_at as string | null,
        version: row.version as number,
        missing_translations: has('ru', 'title') ? missing : ['ru', ...missing],
      }
    }),
    count: (count!.results[0] as { count: number }).count,
  }
}

const namedLists = (entries: Array<[string, string[]]>) => Object.fromEntries(entries.filter(([, list]) => list.length > 0))

/** Relation values that name nothing (an unknown tag or trainer slug), by relation. */
export async function unknownRelationValues(db: D1Database, type: ContentTypeName, relations: Record<string, string[]>): Promise<Record<string, string[]>> {
  const entries = Object.entries(relations).filter(([, values]) => values.length > 0)
  if (entries.length === 0) return {}
  const storage = CONTENT_STORAGE[type].relations
  const found = await db.batch<{ value: string }>(
    entries.map(([name, values]) => {
      const relation = storage[name]!
      return db
        .prepare(`SELECT value FROM json_each(?1) WHERE value NOT IN (SELECT ${relation.targetValue} FROM ${relation.targetTable} WHERE ${relation.targetValue} IN (SELECT value FROM json_each(?1)))`)
        .bind(JSON.stringify(values))
    }),
  )
  return namedLists(entries.map(([name], index) => [name, found[index]!.results.map((row) => row.value)]))
}

/** Names of what points at an item, by what it is (an event's orders, the articles relating an article). */
export async function referencesTo(db: D1Database, type: ContentTypeName, key: string): Promise<Record<string, string[]>> {
  const referencedBy = CONTENT_STORAGE[type].referencedBy
  if (referencedBy.length === 0) return {}
  const found = await db.batch<{ name: string }>(referencedBy.map(({ sql }) => db.prepare(`${sql} LIMIT 20`).bind(key)))
  return namedLists(referencedBy.map(({ what }, index) => [what, found[index]!.results.map((row) => row.name)]))
}

interface Actor {
  userId: number
  now: number
}

/** Refuses the batch (CHECK stale_version) unless the item is stored with exactly this version. */
function versionGuard(db: D1Database, type: ContentTypeName, key: string, version: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM ${CONTENT_STORAGE[type].table} WHERE uuid = ?1 AND version = ?2)`)
    .bind(key, version)
}

function textStatements(db: D1Database, type: ContentTypeName, key: string, translations: ContentWrite['translations']): D1PreparedStatement[] {
  const { table, foreignKey } = CONTENT_STORAGE[type].translations
  const names = translatedFields(type).map(([name]) => name)
  return LANGUAGES.filter((language) => translations[language]).map((language) => {
    const text = withSearchStems(type, { language, ...Object.fromEntries(names.map((name) => [name, translations[language]![name] ?? ''])) })
    const columns = Object.keys(text)
    return db
      .prepare(
        `INSERT INTO ${table} (${foreignKey}, ${columns.join(', ')}) VALUES (?1, ${columns.map((_, index) => `?${index + 2}`).join(', ')})
         ON CONFLICT (${foreignKey}, language) DO UPDATE SET ${columns.filter((name) => name !== 'language').map((name) => `${name} = excluded.${name}`).join(', ')}`,
      )
      .bind(key, ...Object.values(text))
  })
}

function relationStatements(db: D1Database, type: ContentTypeName, key: string, relations: ContentWrite['relations']): D1PreparedStatement[] {
  return Object.entries(relations).flatMap(([name, values]) => {
    const relation = CONTENT_STORAGE[type].relations[name]!
    const kind = relation.entityKind ? ` AND entity_kind = '${relation.entityKind}'` : ''
    const columns = [relation.ownerColumn, relation.targetColumn, ...(relation.position ? ['position'] : []), ...(relation.entityKind ? ['entity_kind'] : [])]
    const extra = [...(relation.position ? ['?3'] : []), ...(relation.entityKind ? [`'${relation.entityKind}'`] : [])]
    return [
      db.prepare(`DELETE FROM ${relation.table} WHERE ${relation.ownerColumn} = ?1${kind}`).bind(key),
      ...values.map((value, position) =>
        db
          .prepare(
            `INSERT INTO ${relation.table} (${columns.join(', ')})
             SELECT ?1, tt.${relation.targetKey}${extra.map((item) => `, ${item}`).join('')} FROM ${relation.targetTable} tt WHERE tt.${relation.targetValue} = ?2`,
          )
          .bind(key, value, ...(relation.position ? [position] : [])),
      ),
    ]
  })
}

/** The slug is the item's now: an old address of another item with it stops redirecting. */
function slugTaken(db: D1Database, type: ContentTypeName, slug: unknown): D1PreparedStatement {
  return db.prepare('DELETE FROM content_redirects WHERE content_type = ?1 AND old_slug = ?2').bind(type, slug)
}

async function run(db: D1Database, statements: D1PreparedStatement[]): Promise<ContentConflict | null> {
  try {
    await db.batch(statements)
    return null
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    if (message.includes('stale_version')) return { conflict: 'stale' }
    if (/UNIQUE constraint failed: \w+\.slug/.test(message)) return { conflict: 'slug' }
    if (message.includes('FOREIGN KEY constraint failed')) return { conflict: 'referenced', by: {} }
    throw error
  }
}

/** A new draft; its key, or the conflict of its slug. */
export async function createContent(db: D1Database, type: ContentTypeName, write: ContentWrite, { userId, now }: Actor): Promise<{ key: string } | ContentConflict> {
  const key = crypto.randomUUID()
  const { table } = CONTENT_STORAGE[type]
  const values = Object.entries(write.values).filter(([, value]) => value !== undefined)
  const conflict = await run(db, [
    auditStatement(db, { userId, action: `content.${type}.create`, subject: `${type}:${key}`, after: write }, now),
    db
      .prepare(
        `INSERT INTO ${table} (uuid, status, version, created${values.map(([name]) => `, ${name}`).join('')})
         VALUES (?1, 'draft', 1, ?2${values.map((_, index) => `, ?${index + 3}`).join('')})`,
      )
      .bind(key, new Date(now).toISOString(), ...values.map(([, value]) => stored(value))),
    ...textStatements(db, type, key, write.translations),
    ...relationStatements(db, type, key, write.relations),
    slugTaken(db, type, write.values.slug),
  ])
  return conflict ?? { key }
}

/** Saves over `before` if it is still the stored version; a changed slug leaves its old address redirecting here. */
export async function updateContent(db: D1Database, before: ContentItem, write: ContentWrite, { userId, now }: Actor): Promise<ContentConflict | null> {
  const { type, key } = before
  const values = Object.entries(write.values).filter(([, value]) => value !== undefined)
  const oldSlug = before.values.slug
  const moved = write.values.slug !== undefined && write.values.slug !== oldSlug
  return run(db, [
    versionGuard(db, type, key, before.version),
    auditStatement(db, { userId, action: `content.${type}.update`, subject: `${type}:${key}`, before, after: write }, now),
    db
      .prepare(`UPDATE ${CONTENT_STORAGE[type].table} SET version = version + 1${values.map(([name], index) => `, ${name} = ?${index + 2}`).join('')} WHERE uuid = ?1`)
      .bind(key, ...values.map(([, value]) => stored(value))),
    ...textStatements(db, type, key, write.translations),
    ...relationStatements(db, type, key, write.relations),
    ...(moved
      ? [
          slugTaken(db, type, write.values.slug),
          db
            .prepare('INSERT INTO content_redirects (content_type, old_slug, item_key, at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO UPDATE SET item_key = excluded.item_key, at = excluded.at')
            .bind(type, oldSlug, key, now),
        ]
      : []),
  ])
}

/** Published now (publish_at null), scheduled (a future publish_at), or back to draft. */
export async function setPublication(
  db: D1Database,
  before: ContentItem,
  state: { status: ContentStatus; publish_at: string | null },
  { userId, now }: Actor,
): Promise<ContentConflict | null> {
  const { type, key } = before
  const action = state.status === 'draft' ? 'unpublish' : state.publish_at ? 'schedule' : 'publish'
  return run(db, [
    versionGuard(db, type, key, before.version),
    auditStatement(db, { userId, action: `content.${type}.${action}`, subject: `${type}:${key}`, before: { status: before.status, publish_at: before.publish_at }, after: state }, now),
    db.prepare(`UPDATE ${CONTENT_STORAGE[type].table} SET status = ?2, publish_at = ?3, version = version + 1 WHERE uuid = ?1`).bind(key, state.status, state.publish_at),
  ])
}

/** Deletes the item with its texts, links and old addresses; refused while something points at it. */
export async function deleteContent(db: D1Database, before: ContentItem, { userId, now }: Actor): Promise<ContentConflict | null> {
  const { type, key } = before
  const by = await referencesTo(db, type, key)
  if (Object.keys(by).length > 0) return { conflict: 'referenced', by }
  const { table, entityKind } = CONTENT_STORAGE[type]
  const conflict = await run(db, [
    versionGuard(db, type, key, before.version),
    auditStatement(db, { userId, action: `content.${type}.delete`, subject: `${type}:${key}`, before }, now),
    db.prepare('DELETE FROM entity_tags WHERE entity_kind = ?1 AND entity_id = ?2').bind(entityKind, key),
    db.prepare('DELETE FROM entity_images WHERE entity_kind = ?1 AND entity_id = ?2').bind(entityKind, key),
    db.prepare('DELETE FROM content_redirects WHERE content_type = ?1 AND item_key = ?2').bind(type, key),
    db.prepare(`DELETE FROM ${table} WHERE uuid = ?1`).bind(key),
  ])
  // Something came to point at it between the look and the delete (a foreign key refused it): name it now.
  if (conflict?.conflict === 'referenced') return { conflict: 'referenced', by: await referencesTo(db, type, key) }
  return conflict
}

/** The current slug of an item an old address of a type names, if any (its 301). */
export async function redirectedSlug(db: D1Database, type: ContentTypeName, oldSlug: string): Promise<string | null> {
  const { table } = CONTENT_STORAGE[type]
  const row = await db
    .prepare(`SELECT x.slug FROM content_redirects d JOIN ${table} x ON x.uuid = d.item_key WHERE d.content_type = ?1 AND d.old_slug = ?2`)
    .bind(type, oldSlug)
    .first<{ slug: string }>()
  return row?.slug ?? null
}

