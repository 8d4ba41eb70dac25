/**
 * The site search's own cost (issue 45), apart from the machine's load: `searchSite` of worker/db/site-search.ts run in
 * Node on the API latency bench's scratch databases (seed ×1 and ×100, api-latency.mjs builds them) through node:sqlite,
 * with the CPU time of each search (process.cpuUsage: what the statements and the code around them cost, not the time
 * spent waiting for a core) beside its wall time, for realistic queries: one word, two words, a Russian word form, a
 * typo, a rare and a very common word, in the results page's size (12 a kind) and the suggestions' (3 a kind).
 *
 *   node tests/bench/search-sql.mjs [--runs 40] [--scales 1,100] [--plan]
 *   (--plan: EXPLAIN QUERY PLAN of the search statement for the first query)
 */
import path from 'node:path'
import { d1Of, workerDbModule } from './desk-lists.mjs'
import { percentile, prepareScaleDatabase, sqliteFileIn } from './api-latency.mjs'
import { ROOT } from '../e2e/support/paths.mjs'

/** [label, language, query, per kind]. */
export const SEARCH_QUERIES = [
  ['one word', 'ru', 'переговоры', 12],
  ['one word, suggestions', 'ru', 'тренинг', 3],
  ['two words', 'ru', 'тренинг лидерство', 12],
  ['a word form', 'ru', 'переговорами', 12],
  ['a typo', 'ru', 'перегаворы', 12],
  ['a rare word', 'ru', 'агентства', 12],
  ['a very common word', 'ru', 'для', 12],
  ['the centre\'s own word', 'ru', 'тренинги', 12],
  ['English plural', 'en', 'leaders', 12],
]

const cpuMs = (usage) => (usage.user + usage.system) / 1000

/** CPU and wall time (ms) of `runs` calls of `call`, after two unmeasured ones. */
async function timed(call, runs) {
  await call()
  await call()
  const cpu = []
  const wall = []
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint()
    const before = process.cpuUsage()
    await call()
    cpu.push(cpuMs(process.cpuUsage(before)))
    wall.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  const sorted = (list) => [...list].sort((a, b) => a - b)
  return { cpu: sorted(cpu), wall: sorted(wall) }
}

export async function measureSearchSql({ scales = [1, 100], runs = 40, plan = false, log = console.log } = {}) {
  process.chdir(ROOT)
  const { DatabaseSync } = await import('node:sqlite')
  const search = await workerDbModule('site-search')
  const databases = []
  for (const scale of scales) databases.push({ scale, db: new DatabaseSync(sqliteFileIn(await prepareScaleDatabase(scale, log)), { readOnly: true }) })
  try {
    if (plan) {
      const [, language, query, perKind] = SEARCH_QUERIES[0]
      const match = search.siteSearchMatch(query.split(' '))
      const bindings = [language, match, perKind * 3, `{title} : (${match})`, new Date().toISOString(), perKind]
      const rows = databases.at(-1).db.prepare(`EXPLAIN QUERY PLAN ${search.SEARCH_STATEMENT}`).all(...bindings)
      log(`EXPLAIN QUERY PLAN of the search statement (×${databases.at(-1).scale}, ${query}):`)
      for (const row of rows) log(`  ${row.id}<${row.parent} ${row.detail}`)
    }
    log(`\nSite search in Node (node:sqlite), ms: CPU p50/p95 and wall p50/p95 of searchSite over ${runs} runs per query and scale`)
    const num = (value) => value.toFixed(1).padStart(6)
    for (const [label, language, query, perKind] of SEARCH_QUERIES) {
      const cells = []
      let found = ''
      for (const { scale, db } of databases) {
        const d1 = d1Of(db)
        const answer = await search.searchSite(d1, language, query, perKind)
        found = `${answer.count} found${answer.corrected ? ` as "${answer.corrected}"` : ''}`
        const { cpu, wall } = await timed(() => search.searchSite(d1, language, query, perKind), runs)
        cells.push(`×${scale} cpu ${num(percentile(cpu, 50))}/${num(percentile(cpu, 95))} wall ${num(percentile(wall, 50))}/${num(percentile(wall, 95))}`)
      }
      log(`  ${`${label} (${language} "${query}", ${perKind} a kind)`.padEnd(48)} ${cells.join('   ')}   ${found} at ×${scales.at(-1)}`)
    }
  } finally {
    for (const { db } of databases) db.close()
  }
}

function argument(name) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  await measureSearchSql({
    runs: Number(argument('runs') ?? 40),
    scales: (argument('scales') ?? '1,100').split(',').map(Number),
    plan: process.argv.includes('--plan'),
  })
}
