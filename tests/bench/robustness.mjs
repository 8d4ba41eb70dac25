/**
 * The local server under load and under odd requests (issue 23): `connections` clients for `seconds` on the home
 * page and an API list, with requests whose body the Worker never reads mixed in; then the malformed requests and
 * the statuses the Worker must give them. No answer may be a bare 500 or carry a stack trace.
 */
import http from 'node:http'
import { STACK_TRACE, malformedCases, malformedProblems, rawRequest } from '../e2e/support/malformed-requests.mjs'

/** Load on `paths` with unread-body POSTs mixed in; counts errors (network failures, 5xx, stack traces) and statuses. */
export async function loadWithOddRequests(origin, paths, { connections, seconds, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const statuses = new Map()
  let errors = 0
  let issued = 0
  const deadline = performance.now() + seconds * 1000
  async function client(index) {
    while (performance.now() < deadline && issued < maxRequests) {
      issued += 1
      // Every tenth request of a client is a POST whose body the Worker never reads.
      const odd = issued % 10 === 0
      const path = paths[(issued + index) % paths.length]
      try {
        const answer = await rawRequest(origin, odd ? { method: 'POST', path: '/', body: 'x'.repeat(16 * 1024), agent } : { path, agent })
        const key = `${odd ? 'POST /' : `GET ${path}`} ${answer.status}`
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
        if (answer.status >= 500 || STACK_TRACE.test(answer.body)) errors += 1
      } catch {
        errors += 1
        statuses.set('network error', (statuses.get('network error') ?? 0) + 1)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)))
  agent.destroy()
  return { errors, requests: issued, statuses: Object.fromEntries([...statuses].sort()) }
}

/** The bench part: prints the load's errors and statuses and every malformed case; returns the number of failures. */
export async function robustness(origin, settings) {
  const paths = ['/', '/api/client/events?limit=24&expand=images&order_by=date_from']
  console.log(`\nUnder load (${settings.connections} connections, ${settings.seconds} s, ≤ ${settings.maxRequests} requests; every tenth a POST / with an unread 16 KiB body):`)
  const load = await loadWithOddRequests(origin, paths, settings)
  for (const [key, count] of Object.entries(load.statuses)) console.log(`  ${key}: ${count}`)
  console.log(`  ${load.requests} requests, ${load.errors} errors`)

  console.log('\nMalformed requests:')
  let failures = load.errors
  for (const testCase of malformedCases(origin)) {
    const answer = await rawRequest(origin, testCase)
    const problems = malformedProblems(testCase, answer)
    failures += problems.length ? 1 : 0
    const location = answer.headers.location ? ` → ${answer.headers.location}` : ''
    console.log(`  ${testCase.method} ${testCase.path}: ${answer.status}${location}${problems.length ? `  ✗ ${problems.join('; ')}` : '  ✓'}`)
  }
  return failures
}
