/**
 * Issue 42, 43.1: a registry item scheduled for a time becomes visible by itself when the time comes (checked when
 * read), and the every-minute cron run then bumps the content version the edge cache keys on, looking back to the
 * last such bump (migration 0069), so that a missed or late run still bumps and a quiet minute neither bumps nor writes.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import { scheduled } from '../../worker/index'
import { CONTENT_STORAGE } from '../../worker/db/content-registry'
import { bumpContentVersion } from '../../worker/db/content-version'
import { bumpForScheduledContent, SCHEDULED_CONTENT_BUMP_SQL } from '../../worker/db/scheduled-content'
import { apiJson, getWith } from './helpers'
import { contentVersion } from './site-editing-fixtures'

const MINUTE = 60_000
const TABLES = [...new Set(Object.values(CONTENT_STORAGE).map((storage) => storage.table))]
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

/** Runs the every-minute Cron Trigger as Cloudflare does, to its end. */
async function everyMinute(): Promise<void> {
  const context = createExecutionContext()
  scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, context)
  await waitOnExecutionContext(context)
}

/** The last run that bumped for scheduled content, as if it had run `offset` ms from now; answers the instant stored. */
async function lastLookAt(offset: number): Promise<string> {
  const instant = at(offset)
  await env.DB.prepare('UPDATE content_version SET due_checked_at = ?1 WHERE id = 1').bind(instant).run()
  return instant
}
const lastLook = () => env.DB.prepare('SELECT due_checked_at FROM content_version WHERE id = 1').first<string>('due_checked_at')

// Rows of the seed whose publish_at and status a test changes, put back after it.
const changed = new Map<string, { rowid: number; status: string; publish_at: string | null }>()

/** A published row of `table` visible now (publish_at NULL), remembered to be put back. */
async function visibleRow(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT rowid AS rowid, status, publish_at FROM ${table} WHERE status = 'published' AND publish_at IS NULL ORDER BY rowid LIMIT 1`)
    .first<{ rowid: number; status: string; publish_at: string | null }>()
  expect(row, table).not.toBeNull()
  changed.set(`${table}:${row!.rowid}`, row!)
  return row!.rowid
}

/** Sets the stored state of a row, as a staff schedule and then the clock would (the content version untouched). */
const store = (table: string, rowid: number, publishAt: string | null, status = 'published') =>
  env.DB.prepare(`UPDATE ${table} SET publish_at = ?2, status = ?3 WHERE rowid = ?1`).bind(rowid, publishAt, status).run()

afterEach(async () => {
  for (const [key, row] of changed) await store(key.split(':')[0]!, row.rowid, row.publish_at, row.status)
  changed.clear()
})

describe('scheduled content bumps the content version (issue 42, 43.1)', () => {
  it('an item whose scheduled time came since the last look makes the cron run bump the version, once; the look moves on to D1’s now', async () => {
    const rowid = await visibleRow('news')
    await store('news', rowid, at(-30_000))
    await lastLookAt(-MINUTE)
    const before = (await contentVersion())!
    await everyMinute()
    expect(await contentVersion()).toBe(before + 1)
    expect(Date.parse((await lastLook())!)).toBeGreaterThan(Date.now() - 5_000)
    // Bumped once: the next run finds nothing new.
    await everyMinute()
    expect(await contentVersion()).toBe(before + 1)
  })

  it('nothing due: no bump and no write (a time yet to come, one before the last look, a draft, a published item without a time)', async () => {
    const look = await lastLookAt(-MINUTE)
    const [future, before, draft] = [await visibleRow('news'), await visibleRow('events'), await visibleRow('articles')]
    await store('news', future, at(MINUTE))
    await store('events', before, at(-2 * MINUTE))
    await store('articles', draft, at(-30_000), 'draft')
    const version = await contentVersion()
    await everyMinute()
    expect(await contentVersion()).toBe(version)
    expect(await lastLook()).toBe(look)
    const run = await env.DB.prepare(SCHEDULED_CONTENT_BUMP_SQL).run()
    expect(run.meta.changes).toBe(0)
    expect(run.meta.rows_written).toBe(0)
  })

  it('a late run (the cron missed an hour) still bumps for an item due half an hour ago', async () => {
    const rowid = await visibleRow('events')
    await lastLookAt(-60 * MINUTE)
    await store('events', rowid, at(-30 * MINUTE))
    const before = (await contentVersion())!
    await everyMinute()
    expect(await contentVersion()).toBe(before + 1)
  })

  it('every registry type is looked at', async () => {
    expect(TABLES).toHaveLength(12)
    for (const table of TABLES) {
      const rowid = await visibleRow(table)
      await lastLookAt(-MINUTE)
      await store(table, rowid, at(-1_000))
      expect(await bumpForScheduledContent(env.DB), table).not.toBeNull()
      await store(table, rowid, null)
    }
  })

  it('the run searches each type’s partial index <table>_hidden by a range of publish_at, never a scan', async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${SCHEDULED_CONTENT_BUMP_SQL}`).all<{ detail: string }>()
    const details = plan.results.map((row) => row.detail)
    for (const table of TABLES) expect(details, table).toContainEqual(expect.stringMatching(new RegExp(`^SEARCH x USING INDEX ${table}_hidden \\(publish_at>\\? AND publish_at<\\?\\)$`)))
    expect(details.filter((detail) => detail.startsWith('SCAN'))).toEqual([])
  })

  it('edge cache: /news and its list, cached before the time, answer without the item until the cron run, then are misses showing it', async () => {
    const ON = { EDGE_CACHE: 'on' }
    const newest = (await apiJson<ListResponse<{ slug: string }>>('news?language=en&limit=1')).rows[0]!.slug
    const row = (await env.DB.prepare('SELECT rowid AS rowid, status, publish_at FROM news WHERE slug = ?1').bind(newest).first<{ rowid: number; status: string; publish_at: string | null }>())!
    changed.set(`news:${row.rowid}`, row)
    const shown = `/en/news/${newest}"`
    const cached = async (url: string) => {
      const response = await getWith(ON, url)
      const text = await response.text()
      return { cache: response.headers.get('X-Cache'), shows: url.startsWith('/api') ? text.includes(`"slug":"${newest}"`) : text.includes(shown) }
    }
    const urls = ['/en/news', '/api/client/news?language=en&limit=3']
    // Scheduled by staff for a minute from now: their write bumped the version.
    await store('news', row.rowid, at(MINUTE))
    await bumpContentVersion(env.DB)
    await lastLookAt(-MINUTE)
    for (const url of urls) {
      expect(await cached(url), url).toEqual({ cache: 'miss', shows: false })
      expect(await cached(url), url).toEqual({ cache: 'hit', shows: false })
    }

    // The time comes: visible when read, but the copies kept under this version still answer without it.
    await store('news', row.rowid, at(-1_000))
    expect((await apiJson<ListResponse<{ slug: string }>>('news?language=en&limit=3')).rows.map((item) => item.slug)).toContain(newest)
    for (const url of urls) expect(await cached(url), url).toEqual({ cache: 'hit', shows: false })

    await everyMinute()
    for (const url of urls) expect(await cached(url), url).toEqual({ cache: 'miss', shows: true })
  })
})
