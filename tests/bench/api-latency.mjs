/**
 * API latency at scale (issue 3 §4): median and p95 latency of every list endpoint of /api/client on the
 * production build at seed scale 1 and at scale 100 (about 10,000 events, 50,000 reviews, 20,000 news), in the
 * same run, and the ratio between them. Target: no endpoint slower than 2× at scale 100 — the cost of a page must
 * not grow with the size of the catalogue.
 *
 * - Each scale gets its own scratch D1 under .wrangler/bench/scale-<N> (never the development or test database):
 *   migrations applied with wrangler (`--persist-to`), then the deterministic seed (`worker/db/seed --scale N`)
 *   loaded into the database file with node:sqlite (a 100 MB seed through `wrangler d1 execute` takes minutes), in
 *   batches, the search indexes filled at the end in rowid order (loadSeed). A database whose seed code and seed day
 *   are unchanged is reused; one that lacks only migrations added since takes them (an index, say) and is analysed again.
 * - Scale 1000 (`--scales 1,1000`; `npm run bench -- --api-scales 1,1000`): 100,000 events, 500,000 reviews, 200,000
 *   news, 2.3 GB of seed SQL, a database of some 10 GB. Building it took 55 min on this 2-core host while other jobs
 *   kept its load at 10–20 (migrations 3 min, the seed's SQL 6 min at under 3 GB of memory, loading 36 min, the desk's
 *   rows and their ANALYZE the rest); it is then reused for the day, and the measurement itself takes about as long
 *   as at scale 100. `npm run bench` keeps scale 100 by default for that first build.
 * - Both scales are served at once by `wrangler dev` of dist/ (`npm run build`; built here only when missing),
 *   each in its own process group on a free loopback port; they stop when the run ends or hits its time limit.
 * - Requests are sequential GETs over one kept-alive connection, alternating scale 1 and scale 100 in small
 *   rounds so that load from elsewhere on the machine hits both alike; bounded per endpoint in count and time.
 * - An endpoint this build does not serve (404 at scale 1) is listed as absent, not measured.
 * - The staff desk's lists (desk-lists.mjs): its endpoints over HTTP with a bench admin's session, then its db layer's
 *   list statements on the same databases, on bench-only leads, orders and subscribers in proportion to the scale.
 *
 *   node tests/bench/api-latency.mjs [--requests 60] [--seconds 4] [--scales 1,100] [--desk-sql] [--no-desk] [--only search]
 *   (--desk-sql: only the desk lists' SQL on the scratch databases, no build and no servers; --only: the endpoints
 *   starting so, e.g. the site search's, whose p50/p95 in the Worker are printed apart: issue 45)
 *   import { runApiLatencyBench } from './api-latency.mjs'; await runApiLatencyBench()
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { bin, run } from '../../worker/tools/run.mjs'
import { BUILD_POINTER, ROOT } from '../e2e/support/paths.mjs'
import { freePort, startWorkerServer } from '../e2e/support/worker-server.mjs'
import { DESK_HTTP_LISTS, DESK_ROWS, measureDeskQueries, prepareDeskRows } from './desk-lists.mjs'
import { measureImageUpload } from './image-upload.mjs'

/** The list calls pages make (API-20…36), with the page sizes the spec gives them. */
export const LIST_ENDPOINTS = [
  'languages',
  'pages?limit=24',
  'countries',
  'countries/KG/cities',
  'tags?limit=24&order_by=-count',
  'events?limit=24&expand=images&order_by=date_from',
  'events?event_mode=future&limit=8',
  'trainers?limit=4&order_by=created&expand=images',
  'online_courses?limit=24&order_by=-created',
  'news?limit=24&order_by=-date_publication',
  'news?limit=24&search=%D0%BB%D0%B8%D0%B4%D0%B5%D1%80',
  'articles?limit=24&search=%D0%BF%D0%B5%D1%80%D0%B5%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%D1%8B',
  'articles?limit=24&order_by=-date_publication',
  'partners?type=FRANCHISE&limit=4&expand=images',
  'social-activities?limit=24',
  'employees?limit=24',
  'vacancy?limit=24',
  'forms',
  'products?limit=20&expand=images',
  'products?limit=20&type=BOOK&order_by=created&currency=KGS',
  'reviews?limit=24&expand=images',
  'reviews?limit=24&order_by=random&expand=images',
  'reviews?limit=24&entity_type=EVENT&order_by=created',
  // issue 45: the site search, as the results page (12 a kind) and the header's suggestions (3 a kind) ask it
  'search?q=%D0%BF%D0%B5%D1%80%D0%B5%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%D1%8B',
  'search?q=%D1%82%D1%80%D0%B5%D0%BD%D0%B8%D0%BD%D0%B3&limit=3',
  'search?q=leaders&language=en',
  'search?q=%D1%82%D1%80%D0%B5%D0%BD%D0%B8%D0%BD%D0%B3%D0%B8',
]

/** The ratio of medians (scale 100 / scale 1) an endpoint must stay within. */
export const TARGET_RATIO = 2

/** Lists read through the content registry (issue 42) keep within 1.5×. */
const REGISTRY_LISTS = /^(news|articles|events)\?/
export const targetOf = (endpoint) => (REGISTRY_LISTS.test(endpoint) ? 1.5 : TARGET_RATIO)

const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench')
const OVERALL_LIMIT_MS = 20 * 60_000
const SEED_ENTRY = path.join(ROOT, 'worker', 'db', 'seed', 'cli.ts')

const MIGRATIONS_DIR = path.join(ROOT, 'worker', 'db', 'migrations')

/** Each migration file's name and hash: a database seeded under some of them can take the ones added since. */
function migrationHashes() {
  return Object.fromEntries(
    fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort()
      .map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(MIGRATIONS_DIR, name))).digest('hex')]),
  )
}

/** What the content of a scratch database depends on besides the migrations: a change to any of these makes it stale. */
export function databaseStamp(scale) {
  const hash = crypto.createHash('sha256')
  for (const dir of ['worker/db/seed', 'src/model']) {
    const absolute = path.join(ROOT, dir)
    for (const name of fs.readdirSync(absolute, { recursive: true }).map(String).sort()) {
      const file = path.join(absolute, name)
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file))
    }
  }
  // The desk's bench-only rows are added to the database once (desk-lists.mjs): what makes them, not the whole file.
  hash.update(prepareDeskRows.toString()).update(JSON.stringify(DESK_ROWS))
  // Event dates follow the real clock (from three months ago to six ahead), so a database is good for one day.
  hash.update(`scale=${scale};day=${new Date().toISOString().slice(0, 10)}`)
  return hash.digest('hex')
}

/** The stamp file's text for a database of `scale`: its seed's stamp and the migrations it has. */
export function scaleStamp(scale) {
  return JSON.stringify({ seed: databaseStamp(scale), migrations: migrationHashes() })
}

export function sqliteFileIn(dir) {
  const objects = path.join(dir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const files = fs.existsSync(objects) ? fs.readdirSync(objects).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite') : []
  if (files.length !== 1) throw new Error(`expected one D1 database file in ${objects}, found ${files.length}`)
  return path.join(objects, files[0])
}

/**
 * The statements of a SQL file in batches of about `size` characters, each cut after a `;` outside quotes (the seed's
 * text has no comments): scale 1000's 2 GB is more than one string can hold, and more than one transaction should.
 */
export async function* sqlBatches(file, size = 16_000_000) {
  let pending = ''
  let quoted = false
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 4 << 20 })) {
    const text = pending + chunk
    let cut = -1
    // Scan only the new chunk: the quote state of `pending` is carried over.
    for (let i = pending.length; i < text.length; i += 1) {
      const code = text.charCodeAt(i)
      if (code === 39) quoted = !quoted
      else if (code === 59 && !quoted) cut = i + 1
    }
    if (cut >= 0 && cut >= size) {
      yield text.slice(0, cut)
      pending = text.slice(cut)
    } else pending = text
  }
  if (pending.trim()) yield pending
}

/** The full-text indexes whose rows the seed's triggers write one at a time, newest (highest rowid) first. */
const STAGED_INDEXES = ['site_search', 'news_search', 'article_search']

/**
 * Loads a seed's SQL into a migrated database file, then analyses it. FTS5 keeps the rows it is given in memory only
 * while their rowids ascend, and the search indexes' rowids descend as the seed writes (newest first: migrations
 * 0006, 0048), so each row written through the triggers became a segment of its own to merge: scale 1000 took well
 * over an hour. Here the triggers write those rows into plain staging tables instead, which then go into each index
 * in one INSERT in rowid order, and the triggers are put back as they were: the same rows in the indexes, found and
 * ranked the same, built in minutes.
 */
export async function loadSeed(sqliteFile, seedFile) {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(sqliteFile)
  try {
    // A scratch database: no fsync, a large page cache, and a commit every batch so that the WAL is checkpointed as it goes.
    db.exec('PRAGMA synchronous = OFF')
    db.exec('PRAGMA cache_size = -1000000')
    const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%INSERT%INTO%_search (%'`).all()
    const staged = new Map()
    db.exec('BEGIN')
    for (const index of STAGED_INDEXES) {
      const columns = db.prepare(`SELECT name FROM pragma_table_info('${index}')`).all().map((row) => row.name)
      db.exec(`CREATE TABLE bench_stage_${index} (rowid INTEGER PRIMARY KEY, ${columns.join(', ')})`)
      staged.set(index, columns)
    }
    const target = `(INSERT(?: OR REPLACE)? INTO )(${STAGED_INDEXES.join('|')}) \\(`
    const into = new RegExp(target, 'g')
    const rewritten = triggers.filter(({ sql }) => /\b(AFTER|INSTEAD OF) INSERT ON\b/.test(sql) && new RegExp(target).test(sql))
    for (const { name, sql } of rewritten) {
      db.exec(`DROP TRIGGER ${name}`)
      db.exec(sql.replace(into, '$1bench_stage_$2 ('))
    }
    db.exec('COMMIT')
    for await (const batch of sqlBatches(seedFile)) {
      db.exec('BEGIN')
      db.exec(batch)
      db.exec('COMMIT')
    }
    db.exec('BEGIN')
    for (const { name, sql } of rewritten) {
      db.exec(`DROP TRIGGER ${name}`)
      db.exec(sql)
    }
    for (const [index, columns] of staged) {
      const list = ['rowid', ...columns].join(', ')
      db.exec(`INSERT INTO ${index} (${list}) SELECT ${list} FROM bench_stage_${index} ORDER BY rowid`)
      db.exec(`DROP TABLE bench_stage_${index}`)
    }
    db.exec('COMMIT')
    db.exec('ANALYZE')
  } finally {
    db.close()
  }
}

/**
 * A migrated and seeded scratch D1 for `scale`; reused while its stamp holds. A database whose seed still holds but
 * that lacks migrations added since (none of those it has changed) takes them, as a deployed one would, and is
 * analysed again: seeding scale 1000 again for an index takes half an hour. Returns its persist directory.
 */
export async function prepareScaleDatabase(scale, log = console.log) {
  const dir = path.join(BENCH_DIR, `scale-${scale}`)
  const stampFile = path.join(dir, 'stamp')
  const stamp = scaleStamp(scale)
  const applyMigrations = () =>
    run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir], { env: { CI: 'true' }, capture: true })
  const old = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : ''
  if (old === stamp) {
    log(`scale ${scale}: reusing ${path.relative(ROOT, dir)}`)
    return dir
  }
  const previous = old.startsWith('{') ? JSON.parse(old) : null
  const current = JSON.parse(stamp)
  if (previous?.seed === current.seed && Object.entries(previous.migrations).every(([name, hash]) => current.migrations[name] === hash)) {
    const started = Date.now()
    await applyMigrations()
    const { DatabaseSync } = await import('node:sqlite')
    const db = new DatabaseSync(sqliteFileIn(dir))
    try {
      db.exec('ANALYZE')
    } finally {
      db.close()
    }
    fs.writeFileSync(stampFile, stamp)
    const added = Object.keys(current.migrations).filter((name) => !(name in previous.migrations))
    log(`scale ${scale}: ${added.join(', ')} applied to ${path.relative(ROOT, dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return dir
  }
  const started = Date.now()
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  await applyMigrations()
  const seedFile = path.join(dir, 'seed.sql')
  await run(process.execPath, [SEED_ENTRY, '--scale', String(scale), '--out', seedFile])
  await loadSeed(sqliteFileIn(dir), seedFile)
  fs.rmSync(seedFile)
  fs.writeFileSync(stampFile, stamp)
  log(`scale ${scale}: migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return dir
}

let sent = 0

/**
 * One GET over the kept-alive agent: status, parsed meta.count and rows length, and the time to the last byte. A path
 * of /api/client is given without its prefix; a staff one (/api/staff/…) in full, sent with the bench admin's cookie.
 */
function timedGet(server, pathname) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const staff = pathname.startsWith('/')
    const url = staff ? `${server.origin}${pathname}` : `${server.origin}/api/client/${pathname}`
    // Each request from its own (documentation) address: the per-sender limits (site search's 120 a minute) stay out of the way.
    sent += 1
    const sender = `2001:db8:be:${Math.floor(sent / 0x10000).toString(16)}::${(sent % 0x10000).toString(16)}`
    const headers = { accept: 'application/json', 'cf-connecting-ip': sender, ...(staff ? { cookie: server.staffCookie } : {}) }
    const request = http.get(url, { agent: server.agent, headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6
        let rows
        let count
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          rows = Array.isArray(body?.rows) ? body.rows.length : undefined
          count = body?.meta?.count ?? body?.count
        } catch {
          // not JSON: the status tells
        }
        // The endpoint's own time, where it says (Server-Timing `dur`, site search).
        const server = Number(/dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''))?.[1] ?? NaN)
        resolve({ status: response.statusCode ?? 0, ms, rows, count, server })
      })
    })
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${pathname}`)))
    request.on('error', reject)
  })
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

/** Median and p95 of each endpoint at each scale, alternating the servers in rounds of `batch` requests. */
async function measure(endpoint, servers, { requests, seconds, batch = 5, warmup = 3 }) {
  const samples = servers.map(() => [])
  const serverSamples = servers.map(() => [])
  const seen = servers.map(() => ({}))
  for (const [index, server] of servers.entries()) {
    for (let i = 0; i < warmup; i += 1) {
      const result = await timedGet(server, endpoint)
      seen[index] = { status: result.status, rows: result.rows, count: result.count }
    }
  }
  if (seen.some((s) => s.status !== 200)) return { endpoint, seen, samples: null }
  const deadline = Date.now() + seconds * 1000 * servers.length
  let round = 0
  while (samples[0].length < requests && Date.now() < deadline) {
    // Alternate which scale goes first, so neither always follows the other.
    const order = round % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i)
    for (const index of order) {
      for (let i = 0; i < batch && samples[index].length < requests; i += 1) {
        const result = await timedGet(servers[index], endpoint)
        if (result.status !== 200) throw new Error(`${endpoint} answered ${result.status} at scale ${servers[index].scale}`)
        samples[index].push(result.ms)
        if (Number.isFinite(result.server)) serverSamples[index].push(result.server)
      }
    }
    round += 1
  }
  return {
    endpoint,
    seen,
    samples,
    stats: samples.map((list, index) => {
      const sorted = [...list].sort((a, b) => a - b)
      const server = [...serverSamples[index]].sort((a, b) => a - b)
      return { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), serverMedian: percentile(server, 50), serverP95: percentile(server, 95) }
    }),
  }
}

function formatTable(results, scales, log) {
  const pad = (text, width) => String(text).padEnd(width)
  const num = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–')
  const width = Math.max(...results.map((result) => result.endpoint.length), 8) + 2
  const head = [pad('endpoint', width)]
  for (const scale of scales) head.push(pad(`count@${scale}`, 11), pad(`median@${scale}`, 11), pad(`p95@${scale}`, 10))
  head.push(pad('ratio med', 10), pad('ratio p95', 10), 'target')
  log(head.join(''))
  for (const result of results) {
    const line = [pad(result.endpoint, width)]
    if (!result.samples) {
      const statuses = result.seen.map((s, i) => `${scales[i]}: ${s.status}`).join(', ')
      log(`${line[0]}absent in this build (${statuses})`)
      continue
    }
    result.stats.forEach((stat, i) => {
      line.push(pad(result.seen[i].count ?? result.seen[i].rows ?? '', 11), pad(num(stat.median), 11), pad(num(stat.p95), 10))
    })
    line.push(pad(num(result.ratio), 10), pad(num(result.ratioP95), 10), result.ratio <= targetOf(result.endpoint) ? 'ok' : `OVER ${targetOf(result.endpoint)}×`)
    log(line.join(''))
  }
}

/** Site search's p95 in the Worker at the largest scale must stay within this (issue 45). */
export const SEARCH_P95_TARGET_MS = 50

/** The site search's lines (issue 45): p50/p95 in the Worker (Server-Timing) and over HTTP, at each scale. */
function printSearchLatency(results, scales, log) {
  const searches = results.filter((result) => result.endpoint.startsWith('search?') && result.stats)
  if (searches.length === 0) return
  log(`\nSite search latency, ms (p50/p95 in the Worker by Server-Timing, then over HTTP; target p95 ≤ ${SEARCH_P95_TARGET_MS} ms in the Worker at ×${scales.at(-1)}):`)
  const num = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–')
  for (const result of searches) {
    const cells = result.stats.map((stat, i) => `×${scales[i]} ${num(stat.serverMedian)}/${num(stat.serverP95)} (HTTP ${num(stat.median)}/${num(stat.p95)})`)
    const largest = result.stats.at(-1)
    log(`  ${result.endpoint.padEnd(44)} ${cells.join('   ')}   ${largest.serverP95 <= SEARCH_P95_TARGET_MS ? 'ok' : 'OVER'}`)
  }
}

/**
 * Runs the whole benchmark and prints its table; resolves with the per-endpoint results and whether every
 * measured endpoint kept the median ratio within TARGET_RATIO. Servers are stopped before it resolves or rejects.
 */
export async function runApiLatencyBench({
  scales = [1, 100],
  requests = 60,
  seconds = 4,
  endpoints = [...LIST_ENDPOINTS, ...DESK_HTTP_LISTS],
  deskSqlOnly = false,
  desk = true,
  only,
  log = console.log,
} = {}) {
  // --only <prefix>: those endpoints alone (e.g. `--only search`), without the desk's SQL and the image upload.
  if (only) endpoints = endpoints.filter((endpoint) => endpoint.startsWith(only))
  // --no-desk: the client API alone, without the desk's bench-only rows (which take a while at scale 1000) and lists.
  if (!desk) endpoints = endpoints.filter((endpoint) => !DESK_HTTP_LISTS.includes(endpoint))
  // wrangler reads the project's configuration from the working directory.
  process.chdir(ROOT)
  if (!deskSqlOnly && !fs.existsSync(BUILD_POINTER)) {
    log('No production build (dist/): building it first.')
    await run(process.execPath, [path.join(ROOT, 'worker', 'tools', 'build.mjs')])
  }
  const dirs = []
  const staffCookies = []
  for (const scale of scales) {
    dirs.push(await prepareScaleDatabase(scale, log))
    staffCookies.push(desk ? await prepareDeskRows(sqliteFileIn(dirs.at(-1)), scale) : '')
  }
  if (deskSqlOnly) {
    const desk = await measureDeskQueries(dirs.map(sqliteFileIn), scales, { requests, seconds, log })
    return { results: desk, passed: true }
  }
  const servers = []
  const timer = setTimeout(() => {
    log(`API latency benchmark exceeded ${OVERALL_LIMIT_MS / 60_000} min; stopping its servers.`)
    for (const server of servers) server.stop()
    process.exit(2)
  }, OVERALL_LIMIT_MS)
  timer.unref()
  try {
    for (const [index, scale] of scales.entries()) {
      const server = await startWorkerServer({ port: await freePort(), persistTo: dirs[index], probePath: '/api/client/languages' })
      servers.push({ ...server, scale, staffCookie: staffCookies[index], agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) })
    }
    log(
      `\nAPI latency, ms (sequential GETs on loopback, production build, up to ${requests} requests per endpoint and scale):`,
    )
    const results = []
    for (const endpoint of endpoints) {
      const result = await measure(endpoint, servers, { requests, seconds })
      if (result.stats) {
        result.ratio = result.stats.at(-1).median / result.stats[0].median
        result.ratioP95 = result.stats.at(-1).p95 / result.stats[0].p95
      }
      results.push(result)
    }
    formatTable(results, scales, log)
    printSearchLatency(results, scales, log)
    if (!only && desk) {
      await measureDeskQueries(dirs.map(sqliteFileIn), scales, { requests, seconds, log })
      await measureImageUpload(servers[0], { log })
    }
    const measured = results.filter((result) => result.stats)
    const over = measured.filter((result) => !(result.ratio <= targetOf(result.endpoint)))
    log(
      `api latency: ${measured.length} endpoints measured, ${measured.length - over.length} within ${TARGET_RATIO}× (the registry's lists 1.5×), ` +
        `${over.length} over; ${results.length - measured.length} absent`,
    )
    return { results, passed: over.length === 0 }
  } finally {
    clearTimeout(timer)
    for (const server of servers) {
      server.agent.destroy()
      server.stop()
    }
  }
}

function argument(name) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const positive = (name, fallback) => {
    const value = Number(argument(name) ?? fallback)
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
    return value
  }
  const { passed } = await runApiLatencyBench({
    requests: positive('requests', 60),
    seconds: positive('seconds', 4),
    scales: (argument('scales') ?? '1,100').split(',').map(Number),
    deskSqlOnly: process.argv.includes('--desk-sql'),
    desk: !process.argv.includes('--no-desk'),
    only: argument('only'),
  })
  process.exitCode = passed ? 0 : 1
}
