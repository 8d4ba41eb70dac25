/**
 * The query-plan checks' tools (tests/worker/query-plans.test.ts for /api/client, desk-query-plans.test.ts for the staff
 * desk): a D1 binding that records every statement it runs with its bindings, and `EXPLAIN QUERY PLAN` of a statement
 * read for full scans of large tables and for sorts of a table's rows in a temporary B-tree.
 */
import { env } from 'cloudflare:workers'

/**
 * Tables that grow with the catalogue (and their translations, options, links): a full scan of one of them makes
 * a call slower as content is added. Small fixed tables (languages, countries, cities, offices, rates) may be
 * scanned.
 */
export const LARGE_TABLE = /^(events?|event_|trainers?|trainer_|online_courses?|online_course_|news|articles?|article_|products?|product_|props?|reviews?|review_|tags|tag_|entity_tags|entity_images|images|partners?|partner_|social_activit|employees?|employee_|vacanc|form_orders|leads?)/

export interface Recorded {
  sql: string
  bindings: unknown[]
}

/** A D1 binding that runs everything on the real one and records each executed statement with its bindings. */
export function recordingDb(recorded: Recorded[]): D1Database {
  const real = env.DB
  const origin = new WeakMap<object, { statement: D1PreparedStatement; sql: string; bindings: unknown[] }>()
  const wrap = (statement: D1PreparedStatement, sql: string, bindings: unknown[]): D1PreparedStatement => {
    const record = () => recorded.push({ sql, bindings })
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql, values),
      first: (column?: string) => (record(), column === undefined ? statement.first() : statement.first(column)),
      all: () => (record(), statement.all()),
      run: () => (record(), statement.run()),
      raw: (options?: { columnNames?: boolean }) => (record(), statement.raw(options as { columnNames: true })),
    } as unknown as D1PreparedStatement
    origin.set(wrapped, { statement, sql, bindings })
    return wrapped
  }
  const recorder = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql, []),
    batch: (statements: D1PreparedStatement[]) =>
      real.batch(
        statements.map((wrapped) => {
          const known = origin.get(wrapped)
          if (!known) throw new Error('batch() got a statement the recorder did not prepare')
          recorded.push({ sql: known.sql, bindings: known.bindings })
          return known.statement
        }),
      ),
    exec: (sql: string) => {
      recorded.push({ sql, bindings: [] })
      return real.exec(sql)
    },
    // The app reads through a session per request (issue 43.2): the recorder is its own session, on the primary.
    withSession: () => ({ prepare: recorder.prepare, batch: recorder.batch, getBookmark: () => null }),
    dump: () => real.dump(),
  }
  return recorder as unknown as D1Database
}

const SQL_KEYWORDS = new Set(['where', 'left', 'right', 'inner', 'cross', 'join', 'on', 'order', 'group', 'limit', 'using', 'natural', 'outer', 'union', 'having', 'window'])

interface PlanRow {
  id: number
  parent: number
  detail: string
}

async function planOf({ sql, bindings }: Recorded): Promise<PlanRow[]> {
  return (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...bindings).all<PlanRow>()).results
}

/** alias → table for every `FROM t [AS] a` and `JOIN t [AS] a` of a statement (EXPLAIN names aliases). */
function aliases(sql: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, table, alias] of sql.matchAll(/\b(?:FROM|JOIN)\s+([A-Za-z_]\w*)(?:\s+(?:AS\s+)?([A-Za-z_]\w*))?/gi)) {
    map.set(table!, table!)
    if (alias && !SQL_KEYWORDS.has(alias.toLowerCase())) map.set(alias, table!)
  }
  return map
}

/** The plan lines of a statement that scan a large table without an index, as "table: detail". */
export async function fullScans({ sql, bindings }: Recorded, large = LARGE_TABLE): Promise<string[]> {
  const results = await planOf({ sql, bindings })
  const names = aliases(sql)
  return results.flatMap(({ detail }) => {
    // An automatic index is built by reading the whole table first, on every call.
    const automatic = /^SEARCH (\w+)(?: AS (\w+))? USING AUTOMATIC/.exec(detail)
    if (automatic) {
      const table = names.get(automatic[2] ?? automatic[1]!) ?? automatic[1]!
      return large.test(table) ? [`${table}: ${detail}`] : []
    }
    const scan = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(detail)
    if (!scan || /USING (COVERING )?INDEX|VIRTUAL TABLE|USING INTEGER PRIMARY KEY/.test(scan[3]!)) return []
    const table = names.get(scan[2] ?? scan[1]!) ?? names.get(scan[1]!) ?? scan[1]!
    return large.test(table) ? [`${table}: ${detail}`] : []
  })
}

/**
 * The sorts of a large table's rows in a temporary B-tree (`USE TEMP B-TREE FOR ORDER BY` beside the SCAN or SEARCH of
 * that table, at the same level of the plan): the page then reads every matching row before its first. Not one: a
 * sort at a level that reads only subqueries (merging the bounded pages of a UNION ALL), and `RIGHT PART OF ORDER BY`
 * (the index gives the order; only rows of the same leading value are sorted, and the LIMIT stops the reading).
 */
export async function tableSorts(statement: Recorded, large = LARGE_TABLE): Promise<string[]> {
  const plan = await planOf(statement)
  const names = aliases(statement.sql)
  return plan.flatMap((row) => {
    if (row.detail !== 'USE TEMP B-TREE FOR ORDER BY') return []
    const tables = plan
      .filter((other) => other.parent === row.parent)
      .map((other) => /^(?:SCAN|SEARCH) (\w+)(?: AS (\w+))?/.exec(other.detail))
      .flatMap((match) => (match ? [names.get(match[2] ?? match[1]!) ?? names.get(match[1]!) ?? match[1]!] : []))
      .filter((table) => large.test(table))
    return tables.length > 0 ? [`${tables.join(', ')}: ${row.detail}`] : []
  })
}

/** The whole plan of a statement, one line a step, for a failure's message. */
export async function planText(statement: Recorded): Promise<string> {
  return (await planOf(statement)).map((row) => `${row.id}<${row.parent} ${row.detail}`).join('; ')
}

/**
 * The counts of hidden items (drafts, scheduled: content-registry's hiddenSql) of a statement that do not read the
 * type's partial index `<table>_hidden`: beside a filter on an indexed column SQLite would otherwise read every row that
 * filter matches (the future events, the products of a type) to test its status (issue 43).
 */
export async function hiddenCountsOffIndex(statement: Recorded): Promise<string[]> {
  const counts = [...statement.sql.matchAll(/COUNT\(\*\) FROM (\w+) (\w+)(?: INDEXED BY \w+)? WHERE \(\2\.status = 'draft' OR \2\.publish_at IS NOT NULL\)/g)]
  if (counts.length === 0) return []
  const plan = await planOf(statement)
  return counts.flatMap(([, table, alias]) =>
    plan.some(({ detail }) => new RegExp(`^(SCAN|SEARCH) ${alias}\\b.* USING (COVERING )?INDEX ${table}_hidden\\b`).test(detail))
      ? []
      : [`${table}: hidden count without ${table}_hidden (${plan.map(({ detail }) => detail).join('; ')})`],
  )
}
