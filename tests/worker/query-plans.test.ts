/**
 * No list or item query of /api/client scans a large table (issue 3 §4, BE-22): every SQL statement the API
 * issues for the URLs of tests/worker/query-plans/*.ts is recorded with its bindings through a proxy of the D1
 * binding, then explained with `EXPLAIN QUERY PLAN`. A `SCAN <large table>` without an index fails the URL.
 * Families add URLs to their file there; nothing else changes here.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { getWith } from './helpers'
import * as events from './query-plans/events'
import * as publications from './query-plans/publications'
import * as reference from './query-plans/reference'
import * as shop from './query-plans/shop'

/** A family's file exports the `urls` whose plans are taken (on the demo content tests/worker/setup.ts seeds). */
type FamilyFile = { urls: string[] }

const FAMILIES: Record<string, FamilyFile> = { reference, events, publications, shop }


/**
 * Tables that grow with the catalogue (and their translations, options, links): a full scan of one of them makes
 * a call slower as content is added. Small fixed tables (languages, countries, cities, offices, rates) may be
 * scanned.
 */
const LARGE_TABLE = /^(events?|event_|trainers?|trainer_|online_courses?|online_course_|news|articles?|article_|products?|product_|props?|reviews?|review_|tags|tag_|entity_tags|entity_images|images|partners?|partner_|social_activit|employees?|employee_|vacanc|form_orders|leads?)/

interface Recorded {
  sql: string
  bindings: unknown[]
}

/** A D1 binding that runs everything on the real one and records each executed statement with its bindings. */
function recordingDb(recorded: Recorded[]): D1Database {
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
  return {
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
    withSession: () => {
      throw new Error('withSession is not recorded')
    },
    dump: () => real.dump(),
  } as unknown as D1Database
}

const SQL_KEYWORDS = new Set(['where', 'left', 'right', 'inner', 'cross', 'join', 'on', 'order', 'group', 'limit', 'using', 'natural', 'outer', 'union', 'having', 'window'])

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
async function fullScans({ sql, bindings }: Recorded): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...bindings)
    .all<{ detail: string }>()
  const names = aliases(sql)
  return results.flatMap(({ detail }) => {
    // An automatic index is built by reading the whole table first, on every call.
    const automatic = /^SEARCH (\w+)(?: AS (\w+))? USING AUTOMATIC/.exec(detail)
    if (automatic) {
      const table = names.get(automatic[2] ?? automatic[1]!) ?? automatic[1]!
      return LARGE_TABLE.test(table) ? [`${table}: ${detail}`] : []
    }
    const scan = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(detail)
    if (!scan || /USING (COVERING )?INDEX|VIRTUAL TABLE|USING INTEGER PRIMARY KEY/.test(scan[3]!)) return []
    const table = names.get(scan[2] ?? scan[1]!) ?? names.get(scan[1]!) ?? scan[1]!
    return LARGE_TABLE.test(table) ? [`${table}: ${detail}`] : []
  })
}

describe('query plans: no full scan of a large table', () => {
  it('the detector flags a full scan and accepts an index search', async () => {
    expect(await fullScans({ sql: "SELECT slug, created FROM tags tg WHERE length(tg.slug) > 1", bindings: [] })).not.toEqual([])
    expect(await fullScans({ sql: 'SELECT slug FROM tags WHERE slug = ?1', bindings: ['x'] })).toEqual([])
    expect(await fullScans({ sql: 'SELECT code FROM countries WHERE position + 0 > 1', bindings: [] })).toEqual([])
  })

  for (const [family, { urls: list }] of Object.entries(FAMILIES)) {
    describe(family, () => {
      it.each(list.length > 0 ? list : ['(no URLs yet)'])('%s', async (url) => {
        if (list.length === 0) return
        const recorded: Recorded[] = []
        const response = await getWith({ DB: recordingDb(recorded) }, `/api/client/${url}`)
        expect(response.status, `${url} answered ${response.status}: ${await response.clone().text()}`).toBe(200)
        expect(recorded.length, 'the call issued no SQL').toBeGreaterThan(0)
        const scans = (await Promise.all(recorded.map(async (statement) => (await fullScans(statement)).map((scan) => `${scan}\n    in: ${statement.sql.replace(/\s+/g, ' ')}`)))).flat()
        expect(scans).toEqual([])
      })
    })
  }
})
