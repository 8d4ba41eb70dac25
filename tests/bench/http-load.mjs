/** Closed-loop HTTP load over kept-alive loopback connections, and the summaries the benchmark prints. */
import http from 'node:http'

export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** One GET; resolves with status, body size and what the edge cache did (X-Cache) once the body is read. */
export function get(agent, origin, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathname}`,
      { agent, headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html,*/*' } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, cache: response.headers['x-cache'] ?? null }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** Where a run's page addresses of their own begin (a query the page ignores), unique to this run. */
const NEW_ADDRESS_RUN = Math.random().toString(36).slice(2, 8)
let newAddresses = 0

/** `page` at an address no request asked for before: with the edge cache on, a miss that renders the page. */
export function newAddressOf(page) {
  newAddresses += 1
  return `${page}${page.includes('?') ? '&' : '?'}bench-miss=${NEW_ADDRESS_RUN}-${newAddresses}`
}

/**
 * `concurrency` clients each send the next request when the last one finished, for `seconds` or `maxRequests`;
 * `pathname` is a path, or a function that gives each request its own.
 */
export async function load(origin, pathname, { seconds, concurrency, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies = []
  let failures = 0
  let issued = 0
  const start = performance.now()
  const deadline = start + seconds * 1000
  async function client() {
    while (performance.now() < deadline && issued < maxRequests) {
      issued += 1
      const sent = performance.now()
      try {
        const { status } = await get(agent, origin, typeof pathname === 'function' ? pathname() : pathname)
        if (status === 200) latencies.push(performance.now() - sent)
        else failures += 1
      } catch {
        failures += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  return { ok: latencies.length, failures, elapsed, latencies }
}

export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
}

export function summarise(runs) {
  const ok = runs.reduce((sum, run) => sum + run.ok, 0)
  const failures = runs.reduce((sum, run) => sum + run.failures, 0)
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0)
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  return { ok, failures, rps: ok / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}
