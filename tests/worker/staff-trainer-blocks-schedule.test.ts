/**
 * A trainer's draft blocks scheduled to be published by themselves (issue 42 "draft, published and scheduled states";
 * migration 0068): scheduled and called off over the blocks' version (409 when stale), the time validated (400), each
 * change audited; the every-minute Cron Trigger publishes a due draft, bumps the content version and audits it as the
 * publication of whoever scheduled it.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { TrainerEntity } from '../../src/model/entities/events'
import type { StaffTrainerBlocks, TrainerBlocks } from '../../src/model/trainer-blocks'
import { scheduled } from '../../worker/index'
import { auditOf } from '../../worker/db/staff-audit'
import { DUE_BLOCKS_SQL, publishDueTrainerBlocks } from '../../worker/db/trainer-block-schedule'
import { apiJson } from './helpers'
import { contentVersion, restoreTables, snapshotTables } from './site-editing-fixtures'
import { createStaff, expectJson, staffCookieFor, staffSend } from './staff-fixtures'

// Not the trainer of staff-trainer-blocks.test.ts: the two files may share a workerd.
const SLUG = 'aigul-sultanova'
const TABLES = ['trainer_translations', 'trainer_businesses', 'trainer_business_translations'] as const
const HOUR = 3_600_000
let snapshot: Awaited<ReturnType<typeof snapshotTables>>
let trainer: Record<string, unknown>
beforeAll(async () => {
  snapshot = await snapshotTables(TABLES)
  trainer = (await env.DB.prepare('SELECT id, social_media, blocks_version, blocks_draft, blocks_publish_at, blocks_publish_by FROM trainers WHERE slug = ?1').bind(SLUG).first())!
})
afterAll(async () => {
  await restoreTables(snapshot)
  await env.DB.prepare('UPDATE trainers SET social_media = ?2, blocks_version = ?3, blocks_draft = ?4, blocks_publish_at = ?5, blocks_publish_by = ?6 WHERE id = ?1')
    .bind(trainer.id, trainer.social_media, trainer.blocks_version, trainer.blocks_draft, trainer.blocks_publish_at, trainer.blocks_publish_by)
    .run()
})

async function staffOf(roles: Parameters<typeof createStaff>[0]) {
  const { user } = await createStaff(roles)
  return { id: user.id, cookie: await staffCookieFor(user.id) }
}

const read = async (cookie: string) => expectJson<StaffTrainerBlocks>(await staffSend('GET', `/trainer-blocks/${SLUG}`, cookie), 200)
const save = (cookie: string, blocks: TrainerBlocks, version: number) => staffSend('PUT', `/trainer-blocks/${SLUG}`, cookie, { blocks, version })
const publish = (cookie: string, body: Record<string, unknown>) => staffSend('POST', `/trainer-blocks/${SLUG}/publish`, cookie, body)
const unschedule = (cookie: string, body: Record<string, unknown>) => staffSend('POST', `/trainer-blocks/${SLUG}/unschedule`, cookie, body)
const specialization = async () => (await apiJson<TrainerEntity>(`trainers/${SLUG}?language=ru`)).specialization
const actionsOf = async (id: number) => (await auditOf(env.DB, `trainers:${id}`)).map((row) => row.action)

/** A draft with one specialization of `text`, saved over what is stored. */
async function draftOf(cookie: string, text: string): Promise<StaffTrainerBlocks> {
  const { blocks, version } = await read(cookie)
  return expectJson<StaffTrainerBlocks>(await save(cookie, { ...blocks, specialization: [{ ru: text, en: '', ky: '' }] }, version), 200)
}

/** Runs the every-minute Cron Trigger as Cloudflare does, to its end. */
async function everyMinute(): Promise<void> {
  const context = createExecutionContext()
  scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, context)
  await waitOnExecutionContext(context)
}

/** Makes a scheduled time come: the stored time moved into the past, as the clock would (the version untouched). */
const timePasses = (id: number) => env.DB.prepare('UPDATE trainers SET blocks_publish_at = ?2 WHERE id = ?1').bind(id, new Date(Date.now() - 1000).toISOString()).run()

describe('scheduled trainer blocks (issue 42)', () => {
  it('a draft scheduled for a time in the centre’s zone waits for it, then the cron run publishes it by itself: visitors see it, the content version is bumped, the audit names who scheduled it', async () => {
    const editor = await staffOf(['editor'])
    const before = await specialization()
    const draft = await draftOf(editor.cookie, 'Запланированная тема')
    // 10:00 in Bishkek (+06:00) is 04:00 UTC: the time is stored as the instant it names.
    const day = new Date(Date.now() + 48 * HOUR).toISOString().slice(0, 10)
    const at = `${day}T10:00:00+06:00`
    const scheduledBlocks = await expectJson<StaffTrainerBlocks>(await publish(editor.cookie, { version: draft.version, publish_at: at }), 200)
    expect(scheduledBlocks).toMatchObject({ draft: true, publish_at: `${day}T04:00:00.000Z`, version: draft.version + 1, blocks: draft.blocks })
    const audit = (await auditOf(env.DB, `trainers:${draft.item.id}`)).at(-1)!
    expect(audit).toMatchObject({ action: 'trainer_blocks.schedule', user_id: editor.id, after: JSON.stringify({ publish_at: `${day}T04:00:00.000Z` }) })

    // Not yet: neither a run just before the time nor the cron run now publishes it.
    expect(await publishDueTrainerBlocks(env.DB, Date.parse(at) - 1)).toBe(0)
    await everyMinute()
    expect(await specialization()).toEqual(before)
    expect(await read(editor.cookie)).toEqual(scheduledBlocks)

    await timePasses(draft.item.id)
    const cacheBefore = await contentVersion()
    await everyMinute()
    expect(await specialization()).toEqual(['Запланированная тема'])
    expect(await contentVersion()).toBeGreaterThan(cacheBefore!)
    expect(await read(editor.cookie)).toMatchObject({ draft: false, publish_at: null, version: scheduledBlocks.version + 1, blocks: draft.blocks })
    expect((await auditOf(env.DB, `trainers:${draft.item.id}`)).at(-1)).toMatchObject({ action: 'trainer_blocks.publish_scheduled', user_id: editor.id })
    // Published once: the next run finds nothing due.
    expect(await publishDueTrainerBlocks(env.DB, Date.now())).toBe(0)
  })

  it('staff call a scheduled publication off: the draft stays a draft, nothing is published when the time comes; calling off twice or over a stale version is a 409; audited', async () => {
    const { id, cookie } = await staffOf(['manager'])
    const before = await specialization()
    const draft = await draftOf(cookie, 'Отменённая тема')
    const planned = await expectJson<StaffTrainerBlocks>(await publish(cookie, { version: draft.version, publish_at: new Date(Date.now() + HOUR).toISOString() }), 200)
    expect((await expectJson<ApiErrorBody>(await unschedule(cookie, { version: draft.version }), 409)).code).toBe('stale_version')
    const cancelled = await expectJson<StaffTrainerBlocks>(await unschedule(cookie, { version: planned.version }), 200)
    expect(cancelled).toEqual({ ...planned, publish_at: null, version: planned.version + 1 })
    expect((await auditOf(env.DB, `trainers:${draft.item.id}`)).at(-1)).toMatchObject({ action: 'trainer_blocks.unschedule', user_id: id, before: JSON.stringify({ publish_at: planned.publish_at }) })
    expect((await expectJson<ApiErrorBody>(await unschedule(cookie, { version: cancelled.version }), 409)).code).toBe('not_scheduled')
    await everyMinute()
    expect(await specialization()).toEqual(before)
    expect(await read(cookie)).toEqual(cancelled)
    await staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version: cancelled.version })
  })

  it('a schedule over a stale version, or with no draft, is a 409 and changes nothing; a later save keeps the schedule (the newer draft is what gets published); publishing now or discarding clears it', async () => {
    const { cookie } = await staffOf(['manager'])
    const stored = await read(cookie)
    const later = new Date(Date.now() + HOUR).toISOString()
    expect((await expectJson<ApiErrorBody>(await publish(cookie, { version: stored.version, publish_at: later }), 409)).code).toBe('no_draft')
    const draft = await draftOf(cookie, 'Первая версия')
    expect((await expectJson<ApiErrorBody>(await publish(cookie, { version: stored.version, publish_at: later }), 409)).code).toBe('stale_version')
    expect(await read(cookie)).toEqual(draft)
    const planned = await expectJson<StaffTrainerBlocks>(await publish(cookie, { version: draft.version, publish_at: later }), 200)
    const resaved = await expectJson<StaffTrainerBlocks>(await save(cookie, { ...planned.blocks, specialization: [{ ru: 'Вторая версия', en: '', ky: '' }] }, planned.version), 200)
    expect(resaved).toMatchObject({ draft: true, publish_at: planned.publish_at })
    const published = await expectJson<StaffTrainerBlocks>(await publish(cookie, { version: resaved.version }), 200)
    expect(published).toMatchObject({ draft: false, publish_at: null })
    expect(await specialization()).toEqual(['Вторая версия'])
    const again = await draftOf(cookie, 'Третья версия')
    const replanned = await expectJson<StaffTrainerBlocks>(await publish(cookie, { version: again.version, publish_at: later }), 200)
    const discarded = await expectJson<StaffTrainerBlocks>(await staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version: replanned.version }), 200)
    expect(discarded).toMatchObject({ draft: false, publish_at: null })
    expect(await publishDueTrainerBlocks(env.DB, Date.now() + 2 * HOUR)).toBe(0)
    expect(await specialization()).toEqual(['Вторая версия'])
    expect(await actionsOf(draft.item.id)).toEqual(expect.arrayContaining(['trainer_blocks.schedule', 'trainer_blocks.publish', 'trainer_blocks.discard']))
  })

  it('a bad time or body is a 400 naming the field: a past or unreadable publish_at, a number, an unknown field; nothing changes', async () => {
    const { cookie } = await staffOf(['manager'])
    const draft = await draftOf(cookie, 'Проверка времени')
    for (const publish_at of [new Date(Date.now() - HOUR).toISOString(), 'tomorrow at ten']) {
      const answer = await expectJson<ApiErrorBody>(await publish(cookie, { version: draft.version, publish_at }), 400)
      expect(answer.fields).toEqual({ publish_at: ['forms.errors.invalid'] })
    }
    expect((await publish(cookie, { version: draft.version, publish_at: Date.now() + HOUR })).status).toBe(400)
    expect((await publish(cookie, { version: draft.version, publish_at: new Date(Date.now() + HOUR).toISOString(), at: 'now' })).status).toBe(400)
    expect((await unschedule(cookie, { version: String(draft.version) })).status).toBe(400)
    expect((await unschedule(cookie, { version: draft.version, publish_at: null })).status).toBe(400)
    expect(await read(cookie)).toEqual(draft)
    await staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version: draft.version })
  })

  it('roles and origin: a moderator or door account finds no unschedule; a cross-site schedule or unschedule is refused', async () => {
    const { cookie } = await staffOf(['manager'])
    const draft = await draftOf(cookie, 'Чужие руки')
    const later = new Date(Date.now() + HOUR).toISOString()
    for (const role of ['moderator', 'door'] as const) {
      const other = await staffOf([role])
      expect((await publish(other.cookie, { version: draft.version, publish_at: later })).status).toBe(404)
      expect((await unschedule(other.cookie, { version: draft.version })).status).toBe(404)
    }
    const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }
    expect((await staffSend('POST', `/trainer-blocks/${SLUG}/publish`, cookie, { version: draft.version, publish_at: later }, crossSite)).status).toBe(403)
    expect((await staffSend('POST', `/trainer-blocks/${SLUG}/unschedule`, cookie, { version: draft.version }, crossSite)).status).toBe(403)
    expect(await read(cookie)).toEqual(draft)
    await staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version: draft.version })
  })

  it('the cron run finds the due drafts through the partial index trainers_blocks_due, not a scan of the trainers', async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${DUE_BLOCKS_SQL}`).bind(new Date().toISOString(), 20).all<{ detail: string }>()
    const details = plan.results.map((row) => row.detail).join('\n')
    expect(details).toContain('USING INDEX trainers_blocks_due')
    expect(details).not.toMatch(/SCAN trainers(?! USING)/)
  })
})
