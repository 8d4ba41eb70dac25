/**
 * The desk's reads and writes of registered content (issue 42, BE-04, BE-05), derived from content-registry.ts. Every
 * write is one batch: a version guard (a stale save rolls the whole batch back), the audit row, the change.
 */
import { CONTENT_TYPES, type ContentField, type ContentFieldValue, type ContentItem, type ContentListQuery, type ContentListRow, type ContentStatus, type ContentTypeName } from '../../src/model/content-types'
import { LANGUAGES, type Language } from '../../src/model/languages'
import { CONTENT_STORAGE, hasSlug, orderSql, ownFields, staffColumn, storedValueSql, titleFieldOf, translatedFields, visibleSql, withSearchStems, type RelationStorage } from './content-registry'
import { auditNewRowStatement, auditStatement } from './staff-audit'

/** A write whose values are validated and rich text sanitised. */
export interface ContentWrite {
  values: Record<string, ContentFieldValue>
  translations: Partial<Record<Language, Record<string, string>>>
  relations: Record<string, string[]>
}

/** Why a write did not happen: someone saved first, the slug is another item's, something points at the item. */
export type ContentConflict =
  | { conflict: 'stale' }
  | { conflict: 'slug' }
  | { conflict: 'referenced'; by: Record<string, string[]> }
  /** A related item named was deleted since the save checked it. */
  | { conflict: 'gone' }

const stored = (value: ContentFieldValue) => (typeof value === 'boolean' ? Number(value) : value)

/**
 * The item's key in a statement, bound as ?1. A new row of a type keyed by an integer binds null: its key is then the
 * id that the create's batch took from content_ids (a batch runs alone, so no other create comes between).
 */
function keySql(type: ContentTypeName): string {
  return CONTENT_STORAGE[type].key === 'uuid' ? '?1' : `COALESCE(?1, (SELECT last_id FROM content_ids WHERE content_type = '${type}'))`
}

/** Takes the next id of a type keyed by an integer: above every id it has, and above every id it ever gave. */
function nextId(db: D1Database, type: ContentTypeName): D1PreparedStatement {
  const highest = `COALESCE((SELECT MAX(id) FROM ${CONTENT_STORAGE[type].table}), 0)`
  return db
    .prepare(`INSERT INTO content_ids (content_type, last_id) VALUES (?1, ${highest} + 1) ON CONFLICT (content_type) DO UPDATE SET last_id = MAX(last_id, ${highest}) + 1`)
    .bind(type)
}

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
    db
      .prepare(`SELECT x.${storage.key} AS key, x.status, x.publish_at, x.version, ${own.map(([name, field]) => staffColumn(name, field, 'x')).join(', ')} FROM ${storage.table} x WHERE x.${storage.key} = ?1`)
      .bind(key),
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
    key: String(item.key),
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
  const { table, translations, key } = CONTENT_STORAGE[type]
  const title = titleFieldOf(type)
  const conditions = status ? [STATE_SQL[status]] : []
  const bindings: string[] = []
  const words = q?.trim()
  if (words) {
    bindings.push(`%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
    const bySlug = hasSlug(type) ? `x.slug LIKE ?1 ESCAPE '\\' OR ` : ''
    conditions.push(`(${bySlug}x.${key} IN (SELECT ${translations.foreignKey} FROM ${translations.table} WHERE ${title} LIKE ?1 ESCAPE '\\'))`)
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const [page, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT x.${key} AS key, ${hasSlug(type) ? 'x.slug' : "''"} AS slug, x.status, x.publish_at, x.version, COALESCE(r.${title}, '') AS title FROM ${table} x
         LEFT JOIN ${translations.table} r ON r.${translations.foreignKey} = x.${key} AND r.language = 'ru'
         ${where} ORDER BY ${orderSql(type, 'x')} LIMIT ${limit} OFFSET ${skip}`,
      )
      .bind(...bindings),
    db.prepare(`SELECT COUNT(*) AS count FROM ${table} x ${where}`).bind(...bindings),
  ])
  const keys = page!.results.map((row) => String(row.key))
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
      const mine = filled.filter((text) => String(text.key) === String(row.key))
      const has = (language: Language, name: string) => mine.some((text) => text.language === language && text[name] === 1)
      // A language lacks a translation where ru has a text it has not.
      const missing = LANGUAGES.filter((language) => language !== 'ru' && texts.some((name) => has('ru', name) && !has(language, name)))
      return {
        key: String(row.key),
        slug: String(row.slug),
        title: String(row.title),
        status: row.status as ContentStatus,
        publish_at: row.publish_at as string | null,
        version: row.version as number,
        missing_translations: has('ru', title) ? missing : ['ru', ...missing],
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

/** The `file` fields naming no uploaded file. */
export async function unknownFiles(db: D1Database, type: ContentTypeName, values: Record<string, ContentFieldValue>): Promise<string[]> {
  const named = ownFields(type).filter(([name, field]) => field.kind === 'file' && typeof values[name] === 'string')
  if (named.length === 0) return []
  const { results } = await db
    .prepare('SELECT uuid FROM uploaded_files WHERE uuid IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(named.map(([name]) => values[name])))
    .all<{ uuid: string }>()
  return named.filter(([name]) => !results.some((row) => row.uuid === values[name])).map(([name]) => name)
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
    .prepare(`INSERT INTO content_version_guard (stale) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM ${CONTENT_STORAGE[type].table} WHERE ${CONTENT_STORAGE[type].key} = ?1 AND version = ?2)`)
    .bind(key, version)
}

function textStatements(db: D1Database, type: ContentTypeName, key: string | null, translations: ContentWrite['translations']): D1PreparedStatement[] {
  const { table, foreignKey } = CONTENT_STORAGE[type].translations
  const names = translatedFields(type).map(([name]) => name)
  return LANGUAGES.filter((language) => translations[language]).map((language) => {
    const text = withSearchStems(type, { language, ...Object.fromEntries(names.map((name) => [name, translations[language]![name] ?? ''])) })
    const columns = Object.keys(text)
    return db
      .prepare(
        `INSERT INTO ${table} (${foreignKey}, ${columns.join(', ')}) VALUES (${keySql(type)}, ${columns.map((_, index) => `?${index + 2}`).join(', ')})
         ON CONFLICT (${foreignKey}, language) DO UPDATE SET ${columns.filter((name) => name !== 'language').map((name) => `${name} = excluded.${name}`).join(', ')}`,
      )
      .bind(key, ...Object.values(text))
  })
}

function relationStatements(db: D1Database, type: ContentTypeName, key: string | null, relations: ContentWrite['relations']): D1PreparedStatement[] {
  return Object.entries(relations).flatMap(([name, values]) => {
    const relation = CONTENT_STORAGE[type].relations[name]!
    const kind = relation.entityKind ? ` AND entity_kind = '${relation.entityKind}'` : ''
    const columns = [relation.ownerColumn, relation.targetColumn, ...(relation.position ? ['position'] : []), ...(relation.entityKind ? ['entity_kind'] : [])]
    const extra = [...(relation.position ? ['?3'] : []), ...(relation.entityKind ? [`'${relation.entityKind}'`] : [])]
    return [
      // Refuses the batch (CHECK target_gone) if a value names nothing now (deleted since the check before the save).
      db
        .prepare(
          `INSERT INTO content_target_guard (missing) SELECT 1 WHERE json_array_length(?1) >
             (SELECT COUNT(*) FROM ${relation.targetTable} WHERE ${relation.targetValue} IN (SELECT value FROM json_each(?1)))`,
        )
        .bind(JSON.stringify(values)),
      db.prepare(`DELETE FROM ${relation.table} WHERE ${relation.ownerColumn} = ${keySql(type)}${kind}`).bind(key),
      ...values.map((value, position) =>
        db
          .prepare(
            `INSERT INTO ${relation.table} (${columns.join(', ')})
             SELECT ${keySql(type)}, tt.${relation.targetKey}${extra.map((item) => `, ${item}`).join('')} FROM ${relation.targetTable} tt WHERE tt.${relation.targetValue} = ?2`,
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

async function run(db: D1Database, statements: D1PreparedStatement[]): Promise<ContentConflict | D1Result[]> {
  try {
    return await db.batch(statements)
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    if (message.includes('stale_version')) return { conflict: 'stale' }
    if (message.includes('still_referenced')) return { conflict: 'referenced', by: {} }
    if (message.includes('target_gone')) return { conflict: 'gone' }
    if (/UNIQUE constraint failed: \w+\.slug/.test(message)) return { conflict: 'slug' }
    if (message.includes('FOREIGN KEY constraint failed')) return { conflict: 'referenced', by: {} }
    throw error
  }
}

const conflictOf = (result: ContentConflict | D1Result[]) => ('conflict' in result ? result : null)

/** `, name = ?3, …` or the names and placeholders of an INSERT, numbered from `first`; a file names its address. */
function valueSql(type: ContentTypeName, values: Array<[string, ContentFieldValue]>, first: number): string[] {
  const fields = CONTENT_TYPES[type].fields as Record<string, ContentField>
  return values.map(([name], index) => storedValueSql(fields[name], `?${index + first}`))
}

/** A new draft; its key, or the conflict of its slug. */
export async function createContent(db: D1Database, type: ContentTypeName, write: ContentWrite, { userId, now }: Actor): Promise<{ key: string } | ContentConflict> {
  const { table, key: keyColumn, created } = CONTENT_STORAGE[type]
  // A uuid made here, or null: SQLite gives the new row its id (keySql).
  const key = keyColumn === 'uuid' ? crypto.randomUUID() : null
  const values = Object.entries(write.values).filter(([, value]) => value !== undefined)
  const stamp = created ? [new Date(now).toISOString()] : []
  const columns = [keyColumn, 'status', 'version', ...(created ? ['created'] : []), ...values.map(([name]) => name)]
  const placeholders = [keySql(type), "'draft'", '1', ...(created ? ['?2'] : []), ...valueSql(type, values, 2 + stamp.length)]
  const taken = key === null ? [nextId(db, type)] : []
  const result = await run(db, [
    ...taken,
    db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${keyColumn} AS key`)
      .bind(key, ...stamp, ...values.map(([, value]) => stored(value))),
    auditNewRowStatement(db, { userId, action: `content.${type}.create`, subject: `${type}:`, after: write }, keySql(type), key, now),
    ...textStatements(db, type, key, write.translations),
    ...relationStatements(db, type, key, write.relations),
    ...(hasSlug(type) ? [slugTaken(db, type, write.values.slug)] : []),
  ])
  return conflictOf(result) ?? { key: String((result as D1Result<{ key: string | number }>[])[taken.length]!.results[0]!.key) }
}

/** Saves over `before` if it is still the stored version; a changed slug leaves its old address redirecting here. */
export async function updateContent(db: D1Database, before: ContentItem, write: ContentWrite, { userId, now }: Actor): Promise<ContentConflict | null> {
  const { type, key } = before
  const values = Object.entries(write.values).filter(([, value]) => value !== undefined)
  const oldSlug = before.values.slug
  const moved = write.values.slug !== undefined && write.values.slug !== oldSlug
  const { table, key: keyColumn } = CONTENT_STORAGE[type]
  const placeholders = valueSql(type, values, 2)
  const result = await run(db, [
    versionGuard(db, type, key, before.version),
    auditStatement(db, { userId, action: `content.${type}.update`, subject: `${type}:${key}`, before, after: write }, now),
    db
      .prepare(`UPDATE ${table} SET version = version + 1${values.map(([name], index) => `, ${name} = ${placeholders[index]}`).join('')} WHERE ${keyColumn} = ?1`)
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
  return conflictOf(result)
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
  const { table, key: keyColumn } = CONTENT_STORAGE[type]
  return conflictOf(
    await run(db, [
      versionGuard(db, type, key, before.version),
      auditStatement(db, { userId, action: `content.${type}.${action}`, subject: `${type}:${key}`, before: { status: before.status, publish_at: before.publish_at }, after: state }, now),
      db.prepare(`UPDATE ${table} SET status = ?2, publish_at = ?3, version = version + 1 WHERE ${keyColumn} = ?1`).bind(key, state.status, state.publish_at),
    ]),
  )
}

/** Deletes the item with its texts, links and old addresses; refused while something points at it. */
export async function deleteContent(db: D1Database, before: ContentItem, { userId, now }: Actor): Promise<ContentConflict | null> {
  const { type, key } = before
  const by = await referencesTo(db, type, key)
  if (Object.keys(by).length > 0) return { conflict: 'referenced', by }
  const { table, entityKind, key: keyColumn, referencedBy } = CONTENT_STORAGE[type]
  const result = await run(db, [
    versionGuard(db, type, key, before.version),
    // Refuses the batch (CHECK still_referenced) if something came to point at it since the look above.
    ...(referencedBy.length > 0
      ? [db.prepare(`INSERT INTO content_reference_guard (referenced) SELECT 1 WHERE ${referencedBy.map(({ sql }) => `EXISTS (${sql})`).join(' OR ')}`).bind(key)]
      : []),
    auditStatement(db, { userId, action: `content.${type}.delete`, subject: `${type}:${key}`, before }, now),
    db.prepare('DELETE FROM entity_tags WHERE entity_kind = ?1 AND entity_id = ?2').bind(entityKind, key),
    db.prepare('DELETE FROM entity_images WHERE entity_kind = ?1 AND entity_id = ?2').bind(entityKind, key),
    db.prepare('DELETE FROM content_redirects WHERE content_type = ?1 AND item_key = ?2').bind(type, key),
    db.prepare(`DELETE FROM ${table} WHERE ${keyColumn} = ?1`).bind(key),
  ])
  const conflict = conflictOf(result)
  // Something came to point at it between the look and the delete: name it now.
  if (conflict?.conflict === 'referenced') return { conflict: 'referenced', by: await referencesTo(db, type, key) }
  return conflict
}

/** The current slug of an item an old address of a type names, if any (its 301). */
export async function redirectedSlug(db: D1Database, type: ContentTypeName, oldSlug: string): Promise<string | null> {
  const { table, key } = CONTENT_STORAGE[type]
  const row = await db
    .prepare(`SELECT x.slug FROM content_redirects d JOIN ${table} x ON x.${key} = d.item_key WHERE d.content_type = ?1 AND d.old_slug = ?2`)
    .bind(type, oldSlug)
    .first<{ slug: string }>()
  return row?.slug ?? null
}

