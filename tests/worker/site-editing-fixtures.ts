/** Raw copies of tables a desk test rewrites, put back afterwards (the shared seeded D1, issue 42). */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll } from 'vitest'

type Row = Record<string, unknown>

/** Every row of each table, in the order given (parents before children). */
export async function snapshotTables(tables: readonly string[]): Promise<Map<string, Row[]>> {
  const results = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table}`)))
  return new Map(tables.map((table, index) => [table, results[index]!.results as Row[]]))
}

/** The tables as the snapshot had them: children emptied first, parents filled first. */
export async function restoreTables(snapshot: Map<string, Row[]>): Promise<void> {
  const tables = [...snapshot.keys()]
  const inserts = tables.flatMap((table) =>
    snapshot.get(table)!.map((row) => {
      const columns = Object.keys(row)
      return env.DB.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `?${index + 1}`).join(', ')})`).bind(...Object.values(row))
    }),
  )
  await env.DB.batch([...[...tables].reverse().map((table) => env.DB.prepare(`DELETE FROM ${table}`)), ...inserts])
}

/** Snapshots `tables` before the file's tests and puts them back after (parents before children). */
export function keepTables(tables: readonly string[]): void {
  let snapshot: Map<string, Row[]>
  beforeAll(async () => {
    snapshot = await snapshotTables(tables)
  })
  afterAll(async () => {
    await restoreTables(snapshot)
  })
}

/** The content version the edge cache keys on (every staff write bumps it). */
export function contentVersion(): Promise<number | null> {
  return env.DB.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')
}
