/**
 * A crowd (issue 43.4): `visitors` concurrent visitors for `seconds` over a mix of pages (home, the events list, event
 * pages, the news, the shop), each asking for its next page as soon as the last one arrived, on loopback. Prints the
 * errors (network failures, timeouts, statuses other than 200), p50/p99 latency, and the D1 statements per request
 * that the server's Server-Timing reports (BENCH_D1_COUNTS=on), overall and per page. Bounded in time: no request is
 * sent after `seconds`, and one not answered within `timeoutSeconds` counts as an error.
 *
 *   node tests/bench/crowd.mjs [--visitors 200] [--seconds 60]   (alone, on the test D1 `npm run bench` prepared and
 *   the build; `npm run bench` runs it too, after the render throughput)
 */
import http from 'node:http'
import path from 'node:path'
import { freePort, startWorkerServer } from '../e2e/support/worker-server.mjs'
import { BROWSER_USER_AGENT, percentile } from './http-load.mjs'

/** The crowd's pages on a server with the test seed: home, events list, `events` upcoming event pages, news, shop. */
export async function crowdPages(origin, events = 6) {
  const response = await fetch(`${origin}/api/client/events?event_mode=future&order_by=date_from&limit=${events}`)
  const { rows } = await response.json()
  if (!rows?.length) throw new Error('the test database has no upcoming event for the crowd')
  return ['/', '/events', ...rows.map((row) => `/events/i/${row.slug}`), '/news', '/shop']
}

function visit(agent, origin, pathname, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.get(`${origin}${pathname}`, { agent, headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html' } }, (response) => {
      response.resume()
      response.on('end', () => {
        const timing = String(response.headers['server-timing'] ?? '')
        const statements = /d1-statements;desc="(\d+)"/.exec(timing)?.[1]
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, statements: statements === undefined ? NaN : Number(statements), cache: response.headers['x-cache'] })
      })
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started, statements: NaN }))
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, statements: NaN }))
  })
}

/**
 * Runs the crowd against `origin`; prints one summary line and one per page; returns the number of errors. Each page
 * is asked for once first, one at a time, so that with the edge cache on the crowd meets a warm cache: a cold one lets
 * all of them miss and render at once (there is no single flight for misses).
 */
export async function crowd(origin, pages, { visitors = 200, seconds = 60, timeoutSeconds = 30, label = '', log = console.log } = {}) {
  const warm = new http.Agent({ keepAlive: true, maxSockets: 1 })
  for (const page of pages) await visit(warm, origin, page, timeoutSeconds * 1000)
  warm.destroy()
  const agent = new http.Agent({ keepAlive: true, maxSockets: visitors })
  const byPage = new Map(pages.map((page) => [page, { ms: [], statements: [], errors: 0 }]))
  const statuses = new Map()
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  async function visitor(index) {
    for (let step = index; performance.now() < deadline; step += 1) {
      const page = pages[step % pages.length]
      const answer = await visit(agent, origin, page, timeoutSeconds * 1000)
      const record = byPage.get(page)
      const key = answer.status === 200 ? `200 ${answer.cache ?? ''}`.trim() : String(answer.status || 'network error or timeout')
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (answer.status !== 200) record.errors += 1
      else record.ms.push(answer.ms)
      if (Number.isFinite(answer.statements)) record.statements.push(answer.statements)
    }
  }
  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  const all = [...byPage.values()]
  const summary = (records) => {
    const ms = records.flatMap((record) => record.ms).sort((a, b) => a - b)
    const statements = records.flatMap((record) => record.statements)
    const mean = statements.length ? statements.reduce((sum, n) => sum + n, 0) / statements.length : NaN
    const errors = records.reduce((sum, record) => sum + record.errors, 0)
    return { ok: ms.length, errors, p50: percentile(ms, 50), p99: percentile(ms, 99), statements: mean }
  }
  const total = summary(all)
  const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
  log(
    `\nCrowd${label ? ` ${label}` : ''}: ${visitors} visitors for ${seconds} s over ${pages.length} pages: ${total.ok} answered in ${elapsed.toFixed(0)} s ` +
      `(${num(total.ok / elapsed)} req/s), ${total.errors} errors; p50 ${num(total.p50)} ms, p99 ${num(total.p99)} ms; ${num(total.statements, 1)} D1 statements a request`,
  )
  log(`  answers: ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}`)
  const width = Math.max(...pages.map((page) => page.length)) + 2
  for (const [page, record] of byPage) {
    const one = summary([record])
    log(`  ${page.padEnd(width)} ${String(one.ok).padStart(6)} ok ${String(one.errors).padStart(4)} errors   p50 ${num(one.p50).padStart(6)} ms  p99 ${num(one.p99).padStart(6)} ms   ${num(one.statements, 1)} D1 statements`)
  }
  return total.errors
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const settings = { visitors: option('visitors', 200), seconds: option('seconds', 60) }
  const servers = []
  const watchdog = setTimeout(() => {
    for (const server of servers) server.stop()
    process.exit(2)
  }, (settings.seconds * 2 + 300) * 1000)
  try {
    servers.push(await startWorkerServer({ port: await freePort(), vars: { BENCH_D1_COUNTS: 'on' } }))
    servers.push(await startWorkerServer({ port: await freePort(), vars: { BENCH_D1_COUNTS: 'on', EDGE_CACHE: 'on' } }))
    const mix = await crowdPages(servers[0].origin)
    let errors = await crowd(servers[0].origin, mix, { ...settings, label: 'uncached (every page rendered)' })
    errors += await crowd(servers[1].origin, mix, { ...settings, label: 'from the edge cache (EDGE_CACHE=on)' })
    process.exitCode = errors > 0 ? 1 : 0
  } finally {
    clearTimeout(watchdog)
    for (const server of servers) server.stop()
  }
}
