/** D1 cannot be reached (issue 43.2): pages answer 503 with Retry-After, the API 503, writes leave nothing behind. */
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { Language } from '../../src/model/languages'
import { bumpContentVersion, forgetContentVersion } from '../../worker/db/content-version'
import { API, escapeHtml, get, getWith, MESSAGES } from './helpers'
import { PROGRAM_LEAD, newSender } from './lead-fixtures'

/** What D1 throws when its network link drops (Cloudflare's "List of D1_ERRORs"). */
const LOST = 'D1_ERROR: Network connection lost.'
const isSelect = (sql: string) => /^\s*select\b/i.test(sql)

/** A statement of the real local D1 that fails as D1 does while `drops(sql)` says the link is down. */
class DroppingStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly sql: string,
    private readonly drops: (sql: string) => boolean,
  ) {}
  bind(...values: unknown[]) {
    return new DroppingStatement(this.real.bind(...values), this.sql, this.drops)
  }
  private attempt<T>(run: () => Promise<T>): Promise<T> {
    return this.drops(this.sql) ? Promise.reject(new Error(LOST)) : run()
  }
  first(column?: string) {
    return this.attempt(() => (column === undefined ? this.real.first() : this.real.first(column)))
  }
  run() {
    return this.attempt(() => this.real.run())
  }
  all() {
    return this.attempt(() => this.real.all())
  }
  raw() {
    return this.attempt(() => this.real.raw())
  }
}

/**
 * The real local D1 behind a link that drops: the first `times` executions that `which` selects (all, reads or
 * writes) fail with D1's own error, the rest reach the database.
 */
function droppingD1(times = Number.POSITIVE_INFINITY, which: 'all' | 'reads' | 'writes' = 'all'): D1Database {
  let left = times
  const drops = (sql: string) => {
    if (left <= 0 || (which === 'writes' && isSelect(sql)) || (which === 'reads' && !isSelect(sql))) return false
    left -= 1
    return true
  }
  const session = (start?: string) => {
    const real = env.DB.withSession(start)
    return {
      prepare: (sql: string) => new DroppingStatement(real.prepare(sql), sql, drops),
      batch: (statements: DroppingStatement[]) =>
        drops('batch') ? Promise.reject(new Error(LOST)) : real.batch(statements.map((statement) => statement.real)),
      getBookmark: () => real.getBookmark(),
    }
  }
  return { ...session(), withSession: session, exec: () => Promise.reject(new Error(LOST)), dump: () => env.DB.dump() } as unknown as D1Database
}

function quietLogs() {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())
}

async function leadsNamed(name: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE json_extract(field_values, '$.name') = ?1").bind(name).first<{ n: number }>())!.n
}

function postLead(db: D1Database, name: string): Promise<Response> {
  return getWith({ DB: db }, `${API}/forms/get_program/orders?language=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newSender() },
    body: JSON.stringify({ ...PROGRAM_LEAD, name }),
  })
}

describe('D1 unreachable: pages (issue 43.2)', () => {
  quietLogs()

  it.each<[string, Language]>([
    ['/events', 'ru'],
    ['/en/page/oferta', 'en'],
    ['/ky', 'ky'],
  ])('%s → 503 "temporarily unavailable" with Retry-After, never stored', async (url, language) => {
    const response = await getWith({ DB: droppingD1() }, url)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain(`<html lang="${language}"`)
    expect(html).toContain(escapeHtml(MESSAGES[language]['errors.unavailable.title']!))
    expect(html).not.toContain('Network connection lost')
  })

  it('a read that drops once is tried again and the page renders', async () => {
    const response = await getWith({ DB: droppingD1(1, 'reads') }, '/en/page/oferta')
    expect(response.status).toBe(200)
    await response.arrayBuffer()
  })
})

describe('D1 unreachable in a new isolate, the edge cache on (issue 43.1, 43.2)', () => {
  quietLogs()
  const ON = { EDGE_CACHE: 'on' }

  it('the content version cannot be read: a cached address is served stale, an uncached one 503 with Retry-After, a write 503 and nothing stored', async () => {
    await bumpContentVersion(env.DB)
    const warmed = await getWith(ON, '/en/page/oferta')
    expect([warmed.status, warmed.headers.get('X-Cache')]).toEqual([200, 'miss'])
    const page = await warmed.text()
    const read = `${API}/pages/oferta?language=en`
    expect((await getWith(ON, read)).headers.get('X-Cache')).toBe('miss')

    // A new isolate: it never read the version, and D1 does not answer.
    forgetContentVersion()
    const down = { ...ON, DB: droppingD1() }
    const served = await getWith(down, '/en/page/oferta')
    expect([served.status, served.headers.get('X-Cache')]).toEqual([200, 'stale'])
    expect(await served.text()).toBe(page)
    const api = await getWith(down, read)
    expect([api.status, api.headers.get('X-Cache')]).toEqual([200, 'stale'])
    await api.arrayBuffer()

    const uncached = await getWith(down, `/en/page/oferta?never-cached=${crypto.randomUUID()}`)
    expect(uncached.status).toBe(503)
    expect(uncached.headers.get('Retry-After')).toBe('30')
    expect(await uncached.text()).toContain(escapeHtml(MESSAGES.en['errors.unavailable.title']!))

    const name = `Fresh isolate ${crypto.randomUUID().slice(0, 8)}`
    const write = await getWith({ ...down, DB: droppingD1(Number.POSITIVE_INFINITY, 'writes') }, `${API}/forms/get_program/orders?language=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newSender() },
      body: JSON.stringify({ ...PROGRAM_LEAD, name }),
    })
    expect(write.status).toBe(503)
    expect(write.headers.get('Retry-After')).toBe('30')
    expect(await leadsNamed(name)).toBe(0)
  })
})

describe('D1 unreachable: the API (issue 43.2)', () => {
  quietLogs()

  it.each(['pages', 'events?limit=3', 'profile_site/contacts'])('GET %s → 503 {code: temporarily_unavailable} with Retry-After', async (path) => {
    const response = await getWith({ DB: droppingD1() }, `${API}/${path}`)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    const body = (await response.json()) as ApiErrorBody
    expect(body.code).toBe('temporarily_unavailable')
    expect(JSON.stringify(body)).not.toMatch(/D1|Network/)
  })

  it('a lead sent while D1 drops writes → 503 and no lead; the same lead later is stored once', async () => {
    const name = `Outage ${crypto.randomUUID().slice(0, 8)}`
    const refused = await postLead(droppingD1(Number.POSITIVE_INFINITY, 'writes'), name)
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as ApiErrorBody).code).toBe('temporarily_unavailable')
    expect(await leadsNamed(name)).toBe(0)
    const stored = await postLead(env.DB, name)
    expect(stored.status).toBe(201)
    expect(await leadsNamed(name)).toBe(1)
  })

  it('a write that drops is never repeated by the server (its first attempt might have been applied)', async () => {
    const name = `Once ${crypto.randomUUID().slice(0, 8)}`
    const response = await postLead(droppingD1(1, 'writes'), name)
    expect(response.status).toBe(503)
    expect(await leadsNamed(name)).toBe(0)
  })
})

describe('D1 sessions: reading one\'s own writes (issue 43.2)', () => {
  it('a write leaves its bookmark with the browser; pages read with it, and a forged one is ignored', async () => {
    const written = await postLead(env.DB, `Bookmark ${crypto.randomUUID().slice(0, 8)}`)
    expect(written.status).toBe(201)
    const cookie = /__Host-d1-bookmark=([^;]+)/.exec(written.headers.get('Set-Cookie') ?? '')
    expect(cookie, written.headers.get('Set-Cookie') ?? 'no Set-Cookie').not.toBeNull()
    expect(written.headers.get('Set-Cookie')).toMatch(/HttpOnly/i)
    const withBookmark = await get('/en/page/oferta', { headers: { Cookie: `__Host-d1-bookmark=${cookie![1]}` } })
    expect(withBookmark.status).toBe(200)
    await withBookmark.arrayBuffer()
    const forged = await get('/en/page/oferta', { headers: { Cookie: '__Host-d1-bookmark=../../etc;DROP' } })
    expect(forged.status).toBe(200)
    await forged.arrayBuffer()
  })

  it('a page read sets no cookie (anonymous pages stay cacheable)', async () => {
    const response = await get('/en/page/oferta')
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain('d1-bookmark')
    await response.arrayBuffer()
  })
})
