import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import type { ApiErrorBody } from '../../src/model/api'
import type { PaymentMethodsAnswer } from '../../src/model/entities/orders'
import type { Language } from '../../src/model/languages'
import { answerRequest } from '../../worker/index'

/** Where the requests of the tests go when a case names only a path. */
export const ORIGIN = 'http://localhost'

export const MESSAGES: Record<Language, Record<string, string>> = { ru, en, ky }

/** A request through the Worker as wrangler.toml configures it, with the local D1. Redirects are not followed. */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new URL(url, ORIGIN), { redirect: 'manual', ...init }).then(tracked)
}

/**
 * The responses of this test that get() and getWith() returned. A server render whose body nobody reads stays paused
 * mid-stream in the shared workerd and can keep a later render of another test waiting until that test times out
 * (the English home page after an unread one: errors-and-headers.test.ts's security headers, run alone, failed three
 * runs of three so, and passed five of five with the drain). tests/worker/setup.ts reads what is left after each
 * test (drainResponses).
 */
const issued = new Set<Response>()

function tracked(response: Response): Response {
  issued.add(response)
  return response
}

/** Reads to the end every body this test's requests left unread, so that each of its server renders finishes. */
export async function drainResponses(): Promise<void> {
  const responses = [...issued]
  issued.clear()
  await Promise.all(responses.filter((response) => !response.bodyUsed).map((response) => response.arrayBuffer().catch(() => undefined)))
}

/** The status of a GET with its body read to the end: a server render left unread keeps streaming in the shared workerd and stalls later renders. */
export async function statusOf(url: string, init: RequestInit = {}): Promise<number> {
  const response = await get(url, init)
  await response.arrayBuffer()
  return response.status
}

/**
 * The same Worker with some bindings replaced (a production SITE_HOST, a database that fails), called the way the
 * runtime calls it: `fetch(request, env, ctx)`.
 */
/** A request through the Worker's own entry (worker/index.ts `answerRequest`), with some bindings changed. */
export async function getWith(bindings: Partial<Cloudflare.Env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await answerRequest(new Request(new URL(url, ORIGIN), { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return tracked(response)
}

/** The `desc` of a Server-Timing metric, as a number (e.g. d1-round-trips with BENCH_D1_COUNTS=on, issue 43.4). */
export function serverTimingCount(response: Response, name: string): number | undefined {
  const found = new RegExp(`(?:^|,)\\s*${name};desc="(\\d+)"`).exec(response.headers.get('Server-Timing') ?? '')
  return found ? Number(found[1]) : undefined
}

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400
}

/** A D1 binding whose every use throws, as when the database is unreachable. */
export const FAILING_DB = new Proxy(
  {},
  {
    get() {
      throw new Error('D1 is unreachable (test double)')
    },
  },
) as D1Database

/** The real local D1, except that statements reading `table` fail: one API call of a page breaks, not the shell. */
export function dbFailingOn(table: string): D1Database {
  const failing = new RegExp(`\\bFROM\\s+${table}\\b`, 'i')
  return preparingWith(env.DB, (sql, prepare) => {
    if (failing.test(sql)) throw new Error(`D1 failed on ${table} (test double)`)
    return prepare(sql)
  })
}

type Prepare = (sql: string) => D1PreparedStatement

/**
 * The real local D1 with `prepare` replaced, in the binding itself and in the sessions the app opens from it (every
 * request reads through one, issue 43.2).
 */
export function preparingWith(db: D1Database, prepare: (sql: string, real: Prepare) => D1PreparedStatement): D1Database {
  const intercept = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(target, property) {
        if (property === 'prepare') return (sql: string) => prepare(sql, (query) => target.prepare(query))
        if (property === 'withSession') return (start?: string) => intercept((target as D1Database).withSession(start))
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
  return intercept(db)
}

/** The nonce of a response's Content-Security-Policy (script-src 'nonce-…'). */
export function cspNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
}

/** The directives of a Content-Security-Policy header by name. */
export function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens): tokens is [string, ...string[]] => tokens[0] !== undefined && tokens[0] !== '')
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  )
}

/** Every <script …> start tag of a page with its attributes, and whether it is inline (no src). */
export function scriptTags(html: string): Array<{ tag: string; inline: boolean; nonce: string | undefined }> {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => ({
    tag,
    inline: !/\ssrc=/i.test(tag),
    nonce: /\snonce="([^"]*)"/i.exec(tag)?.[1],
  }))
}

/** Asserts that a response is the site's 404 page in `language`. */
export async function expectNotFoundPage(response: Response, language: Language): Promise<void> {
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toContain(`<html lang="${language}"`)
  expect(html).toContain(escapeHtml(MESSAGES[language]['errors.not_found.text']!))
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')
}

/** The API's base path. */
export const API = '/api/client'

/** GETs an API path (relative to /api/client), asserts the status and the JSON content type, and parses the body. */
export async function apiJson<T>(path: string, expectedStatus = 200): Promise<T> {
  const response = await get(`${API}/${path}`)
  expect(response.status, `${path} answered ${response.status}: ${await response.clone().text()}`).toBe(expectedStatus)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

/** A malformed input is a 400 whose `fields` names the field with message keys, never a 500 (DESIGN "The API"). */
export async function expectBadInput(path: string, field: string): Promise<void> {
  const body = await apiJson<ApiErrorBody>(path, 400)
  expect(body.code).toBe('invalid_input')
  expect(typeof body.message).toBe('string')
  expect(body.fields, JSON.stringify(body)).toHaveProperty(field)
  expect(body.fields?.[field]?.length).toBeGreaterThan(0)
  for (const key of body.fields?.[field] ?? []) expect(key).toMatch(/^(api|forms)\.errors\.[a-z_]+$/)
}

/** What GET payment-methods offers, without its texts and pictures: each method's code, currencies and test flag. */
export async function offeredMethods(response: Response): Promise<Array<{ method: string; currencies: readonly string[]; test_only: boolean }>> {
  const { results } = (await response.json()) as PaymentMethodsAnswer
  return results.map(({ method, currencies, test_only }) => ({ method, currencies, test_only }))
}

/** The cookies a response sets, other than the D1 bookmark that every successful write leaves (issue 43.2). */
export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => !cookie.startsWith('__Host-d1-bookmark='))
}

/**
 * What a visitor may see of a content table (BE-05): published, and not scheduled for later. The Worker tests share
 * one D1, where the desk's tests leave drafts: a list's expected rows are these.
 */
export const VISIBLE_SQL = "status = 'published' AND (publish_at IS NULL OR publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))"
