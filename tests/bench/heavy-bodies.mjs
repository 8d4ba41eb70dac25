/**
 * Issue 39.8: other visitors' API latency while one sender posts 30 bodies of 20 MB to a lead form at once, against
 * the same latency with no such flood, on the production build served by `wrangler dev` on loopback (the test D1).
 * `npm run build` first; `node tests/bench/heavy-bodies.mjs [--port N] [--bodies 30] [--megabytes 20]`. Bounded:
 * the visitors stop after the flood or 120 s, the whole run after 300 s, and the server stops with this process.
 */
import http from 'node:http'
import { BROWSER_USER_AGENT, get, percentile } from './http-load.mjs'
import { prepareTestDatabase } from '../e2e/support/test-database.mjs'
import { freePort, startWorkerServer } from '../e2e/support/worker-server.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const BODIES = option('bodies', 30)
const MEGABYTES = option('megabytes', 20)
const VISITORS = 2
const VISITOR_PATH = '/api/client/events?limit=24&expand=images&order_by=date_from'
const FLOOD_PATH = '/api/client/forms/get_program/orders?language=en'

/** One POST of `body` with its declared length; resolves with the status (or 'reset') and how long it took. */
function postBody(origin, body) {
  const { hostname, port } = new URL(origin)
  const sent = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      {
        hostname,
        port,
        method: 'POST',
        path: FLOOD_PATH,
        headers: { 'user-agent': BROWSER_USER_AGENT, 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - sent }))
        response.on('error', () => resolve({ status: 'reset', ms: performance.now() - sent }))
      },
    )
    request.on('error', () => resolve({ status: 'reset', ms: performance.now() - sent }))
    request.end(body)
  })
}

/** VISITORS clients reading the API list one after another until `done()` or 120 s; their latencies. */
async function visitors(origin, done) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS })
  const latencies = []
  let failures = 0
  const deadline = performance.now() + 120_000
  async function client() {
    for (let request = 0; request < 5000 && !done() && performance.now() < deadline; request += 1) {
      const sent = performance.now()
      try {
        const { status } = await get(agent, origin, VISITOR_PATH)
        if (status === 200) latencies.push(performance.now() - sent)
        else failures += 1
      } catch {
        failures += 1
      }
    }
  }
  await Promise.all(Array.from({ length: VISITORS }, client))
  agent.destroy()
  return { latencies: latencies.sort((a, b) => a - b), failures }
}

function summary({ latencies, failures }) {
  const ms = (value) => `${(value / 1000).toFixed(3)} s`
  return `${latencies.length} answered, ${failures} failed; p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1) ?? NaN)}`
}

let server
const watchdog = setTimeout(() => {
  console.error('heavy-bodies exceeded 300 s; stopping.')
  server?.stop()
  process.exit(1)
}, 300_000)

try {
  // A fresh database: no counter of an earlier run holds the flood's sender past its limit already.
  await prepareTestDatabase({ reset: true })
  server = await startWorkerServer({ port: option('port', 0) || (await freePort()) })
  console.log(`Production build served at ${server.origin}`)
  for (let warm = 0; warm < 20; warm += 1) await get(new http.Agent(), server.origin, VISITOR_PATH)

  const quietEnd = performance.now() + 10_000
  console.log(`Other visitors (${VISITORS} clients on ${VISITOR_PATH}), no flood, 10 s: ${summary(await visitors(server.origin, () => performance.now() > quietEnd))}`)

  const body = Buffer.from(`{"name":"${'a'.repeat(MEGABYTES * 1024 * 1024 - 12)}"}`)
  let finished = false
  const started = performance.now()
  const flood = Promise.all(Array.from({ length: BODIES }, () => postBody(server.origin, body))).then((answers) => ((finished = true), answers))
  const during = visitors(server.origin, () => finished)
  const answers = await flood
  const statuses = {}
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1
  console.log(`Flood: ${BODIES} × ${MEGABYTES} MB POST ${FLOOD_PATH} at once from one sender: ${JSON.stringify(statuses)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  console.log(`Other visitors during the flood: ${summary(await during)}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  clearTimeout(watchdog)
  server?.stop()
}
