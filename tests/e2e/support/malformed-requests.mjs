/**
 * Requests a browser would never send and the answers the Worker must give them (issue 23): 405 with Allow for
 * methods it does not serve, 301 on this site for `///` and `//other.host/…`, never a stack trace or a foreign host.
 * Used by the end-to-end @http test and the benchmark (tests/bench/robustness.mjs).
 */
import http from 'node:http'
import { BROWSER_USER_AGENT } from '../../bench/http-load.mjs'

/** A stack trace, or a source file of the server, in a body. */
export const STACK_TRACE = /\n\s+at |file:\/\/|node_modules\/|\.(?:ts|tsx|mjs|js):\d+:\d+/

/** One request with a raw path (no URL resolution: `//evil.example/` stays a path); resolves with its answer. */
export function rawRequest(origin, { method = 'GET', path, body, agent }) {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method, path, agent, headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html,*/*' } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** The malformed requests and what each must answer, given the server's origin. */
export function malformedCases(origin) {
  return [
    { method: 'TRACE', path: '/', status: 405, allow: 'GET, HEAD' },
    { method: 'PROPFIND', path: '/api/client/events', status: 405 },
    { method: 'POST', path: '/', body: 'x'.repeat(64 * 1024), status: 405 },
    { method: 'GET', path: '///', status: 301, location: `${origin}/` },
    { method: 'GET', path: '//evil.example/', status: 301, location: `${origin}/evil.example` },
    { method: 'GET', path: '//evil.example//x/', status: 301, location: `${origin}/evil.example/x` },
    { method: 'GET', path: '/\\evil.example/', status: 301, location: `${origin}/evil.example` },
    { method: 'GET', path: '/evil.example', status: 404 },
  ]
}

/** What is wrong with one answer to a malformed case (empty when nothing is). */
export function malformedProblems(testCase, answer) {
  const problems = []
  if (answer.status !== testCase.status) problems.push(`status ${answer.status}, expected ${testCase.status}`)
  if (testCase.allow && answer.headers.allow !== testCase.allow) problems.push(`Allow ${answer.headers.allow}`)
  if (testCase.location && answer.headers.location !== testCase.location) problems.push(`Location ${answer.headers.location}`)
  if (STACK_TRACE.test(answer.body)) problems.push('a stack trace in the body')
  if (/\/\/evil\.example/.test(answer.body)) problems.push('the foreign host in the body')
  return problems
}
