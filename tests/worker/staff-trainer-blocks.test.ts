/**
 * The desk's editing of a trainer's special blocks (issue 42 "trainers", OQ-11, TRAINER-03, TRAINER-11, TRAINER-12,
 * TRAINER-14; "draft, published and scheduled states"): saved whole as a draft over their version (409 when stale),
 * validated per field, previewed, published or discarded, audited; visitors see them once published.
 */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { TrainerEntity } from '../../src/model/entities/events'
import type { StaffRole } from '../../src/model/staff'
import { trainerBlockImages, type StaffTrainerBlocks, type TrainerBlocks } from '../../src/model/trainer-blocks'
import { auditOf } from '../../worker/db/staff-audit'
import { apiJson } from './helpers'
import { inFlight } from './sender-fixtures'
import { restoreTables, snapshotTables } from './site-editing-fixtures'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

const SLUG = 'timur-aliev'
const TABLES = ['trainers', 'trainer_translations', 'trainer_businesses', 'trainer_business_translations'] as const
let snapshot: Awaited<ReturnType<typeof snapshotTables>>
let logos: Array<Record<string, unknown>>
beforeAll(async () => {
  snapshot = await snapshotTables(TABLES)
  logos = (await env.DB.prepare("SELECT * FROM entity_images WHERE entity_kind = 'trainer_client_logos'").all()).results
})
afterAll(async () => {
  // Only the trainers' own columns changed: put them back row by row (a whole-table restore would cascade into events).
  const trainers = snapshot.get('trainers')!
  snapshot.delete('trainers')
  await restoreTables(snapshot)
  await env.DB.batch([
    ...trainers.map((row) => env.DB.prepare('UPDATE trainers SET social_media = ?2, blocks_version = ?3, blocks_draft = ?4 WHERE id = ?1').bind(row.id, row.social_media, row.blocks_version, row.blocks_draft)),
    env.DB.prepare("DELETE FROM entity_images WHERE entity_kind = 'trainer_client_logos'"),
    ...logos.map((row) => env.DB.prepare('INSERT INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES (?1, ?2, ?3, ?4)').bind(row.entity_kind, row.entity_id, row.image_uuid, row.position)),
  ])
})

async function cookieOf(roles: StaffRole[]): Promise<string> {
  const { user } = await createStaff(roles)
  return staffCookieFor(user.id)
}

async function expectJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

const read = async (cookie: string) => expectJson<StaffTrainerBlocks>(await staffSend('GET', `/trainer-blocks/${SLUG}`, cookie), 200)
const save = (cookie: string, blocks: TrainerBlocks, version: number) => staffSend('PUT', `/trainer-blocks/${SLUG}`, cookie, { blocks, version })
const publicTrainer = (language: string) => apiJson<TrainerEntity>(`trainers/${SLUG}?language=${language}&expand=images`)
const preview = async (cookie: string, language: string) => expectJson<TrainerEntity>(await staffSend('GET', `/trainer-blocks/${SLUG}/preview?language=${language}`, cookie), 200)
const publish = (cookie: string, version: number) => staffSend('POST', `/trainer-blocks/${SLUG}/publish`, cookie, { version })
const discard = (cookie: string, version: number) => staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version })
const cacheVersion = () => env.DB.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')
const LANGUAGES = ['ru', 'en', 'ky'] as const

describe('staff trainer blocks (issue 42, OQ-11)', () => {
  it('TRAINER-11, TRAINER-12, TRAINER-14: the seed reads back whole, and saving then publishing it unchanged leaves the public trainer as it was (audited, content version bumped by the publish)', async () => {
    const cookie = await cookieOf(['manager'])
    const before = await Promise.all(LANGUAGES.map(publicTrainer))
    const { blocks, version, item, draft } = await read(cookie)
    expect(item.slug).toBe(SLUG)
    expect(draft).toBe(false)
    expect(blocks.specialization[0]).toEqual({ ru: 'Стратегия и рост бизнеса', en: 'Business strategy and growth', ky: 'Бизнестин стратегиясы жана өсүшү' })
    expect(blocks.faq_videos[0]!.title).toEqual({ ru: 'С чего начать свой бизнес?', en: 'Where do I start my business?', ky: '' })
    expect(blocks.businesses.length).toBe(before[0]!.businesses.length)
    expect(blocks.client_logos.length).toBe(before[0]!.client_logos.length)
    expect(blocks.social_media.map((social) => social.network)).toEqual(Object.keys(before[0]!.social_media))
    // Issue 42: each picture the blocks name comes with its preview (the seed's are not in the media library).
    const { image_previews: previews } = await read(cookie)
    const pictures = trainerBlockImages(blocks)
    expect(pictures.length).toBeGreaterThan(0)
    expect(Object.keys(previews).sort()).toEqual([...new Set(pictures)].sort())
    for (const logo of before[0]!.client_logos) expect(previews[logo.uuid]?.small).toBe(logo.small)
    const bumpedFrom = await cacheVersion()
    const saved = await expectJson<StaffTrainerBlocks>(await save(cookie, blocks, version), 200)
    expect(saved).toMatchObject({ version: version + 1, draft: true, blocks, image_previews: previews })
    expect((await auditOf(env.DB, `trainers:${item.id}`)).at(-1)).toMatchObject({ action: 'trainer_blocks.update' })
    // A draft changes nothing a visitor sees: the edge cache keeps its copies.
    expect(await cacheVersion()).toBe(bumpedFrom)
    const published = await expectJson<StaffTrainerBlocks>(await publish(cookie, saved.version), 200)
    expect(published).toMatchObject({ version: version + 2, draft: false, blocks })
    expect(await cacheVersion()).toBeGreaterThan(bumpedFrom!)
    expect(await Promise.all(LANGUAGES.map(publicTrainer))).toEqual(before)
    expect((await auditOf(env.DB, `trainers:${item.id}`)).at(-1)).toMatchObject({ action: 'trainer_blocks.publish' })
  })

  it('issue 42, OQ-11: an editor reorders and removes rows, adds a translated specialization and a video as a draft: the public trainer is unchanged, the preview shows the draft in each language with ru as fallback, and publishing makes it public (audited)', async () => {
    const cookie = await cookieOf(['editor'])
    const { blocks, version, item } = await read(cookie)
    const before = await Promise.all(LANGUAGES.map(publicTrainer))
    const changed: TrainerBlocks = {
      businesses: [...blocks.businesses].reverse().slice(1),
      specialization: [{ ru: 'Переговоры', en: 'Negotiation', ky: '' }, ...blocks.specialization],
      faq_videos: [...blocks.faq_videos.slice(0, 2), { url: 'https://www.youtube.com/embed/aL1ev0New999', title: { ru: 'Новый вопрос', en: '', ky: 'Жаңы суроо' } }],
      client_logos: blocks.client_logos.slice(1),
      social_media: [...blocks.social_media].reverse(),
    }
    const saved = await expectJson<StaffTrainerBlocks>(await save(cookie, changed, version), 200)
    expect(saved).toMatchObject({ blocks: changed, draft: true })
    expect(await Promise.all(LANGUAGES.map(publicTrainer))).toEqual(before)

    const [ru, en, ky] = await Promise.all(LANGUAGES.map((language) => preview(cookie, language)))
    expect(ru!.specialization[0]).toBe('Переговоры')
    expect(en!.specialization[0]).toBe('Negotiation')
    expect(ky!.specialization[0]).toBe('Переговоры')
    expect(en!.faq_videos.map((video) => video.title).at(-1)).toBe('Новый вопрос')
    expect(ky!.faq_videos.map((video) => video.title)).toEqual(['С чего начать свой бизнес?', 'Как найти первых клиентов', 'Жаңы суроо'])
    expect(ru!.businesses.map((business) => business.url)).toEqual(changed.businesses.map((business) => business.url))
    expect(ru!.client_logos.map((logo) => logo.uuid)).toEqual(changed.client_logos)
    expect(Object.keys(ru!.social_media)).toEqual(changed.social_media.map((social) => social.network))
    // The rest of the page is the trainer's own.
    expect({ ...ru!, businesses: [], specialization: [], faq_videos: [], client_logos: [], social_media: {} }).toEqual({ ...before[0]!, businesses: [], specialization: [], faq_videos: [], client_logos: [], social_media: {} })

    await expectJson<StaffTrainerBlocks>(await publish(cookie, saved.version), 200)
    // What was previewed is what visitors now see, in every language.
    expect(await Promise.all(LANGUAGES.map(publicTrainer))).toEqual([ru, en, ky])
    const audit = (await auditOf(env.DB, `trainers:${item.id}`)).at(-1)!
    expect(audit).toMatchObject({ action: 'trainer_blocks.publish' })
    expect(JSON.stringify(audit)).toContain('Negotiation')
  })

  it('issue 42: a discarded draft leaves the published blocks; publishing or discarding with no draft, or over a stale version, is a 409', async () => {
    const cookie = await cookieOf(['manager'])
    const { blocks, version, item, image_previews } = await read(cookie)
    const before = await Promise.all(LANGUAGES.map(publicTrainer))
    expect((await expectJson<ApiErrorBody>(await publish(cookie, version), 409)).code).toBe('no_draft')
    expect((await expectJson<ApiErrorBody>(await discard(cookie, version), 409)).code).toBe('no_draft')
    const draft = { ...blocks, specialization: [{ ru: 'Черновик', en: '', ky: '' }] }
    const saved = await expectJson<StaffTrainerBlocks>(await save(cookie, draft, version), 200)
    expect((await expectJson<ApiErrorBody>(await save(cookie, blocks, version), 409)).code).toBe('stale_version')
    expect((await expectJson<ApiErrorBody>(await publish(cookie, version), 409)).code).toBe('stale_version')
    expect((await expectJson<ApiErrorBody>(await discard(cookie, version), 409)).code).toBe('stale_version')
    expect((await preview(cookie, 'ru')).specialization).toEqual(['Черновик'])
    const discarded = await expectJson<StaffTrainerBlocks>(await discard(cookie, saved.version), 200)
    expect(discarded).toEqual({ item, blocks, draft: false, publish_at: null, version: version + 2, image_previews })
    expect((await auditOf(env.DB, `trainers:${item.id}`)).at(-1)).toMatchObject({ action: 'trainer_blocks.discard' })
    expect(await Promise.all(LANGUAGES.map(publicTrainer))).toEqual(before)
    expect((await preview(cookie, 'ru')).specialization).toEqual(before[0]!.specialization)
    expect((await staffSend('POST', `/trainer-blocks/${SLUG}/publish`, cookie, { version: '1' })).status).toBe(400)
    expect((await staffSend('POST', `/trainer-blocks/${SLUG}/discard`, cookie, { version: discarded.version, blocks })).status).toBe(400)
  })

  it('issue 42: the preview shows a trainer visitors cannot see yet (a draft item), and is a private answer', async () => {
    const cookie = await cookieOf(['editor'])
    const { status } = (await env.DB.prepare('SELECT status FROM trainers WHERE slug = ?1').bind(SLUG).first<{ status: string }>())!
    await env.DB.prepare("UPDATE trainers SET status = 'draft' WHERE slug = ?1").bind(SLUG).run()
    try {
      await apiJson(`trainers/${SLUG}?language=ru`, 404)
      const answer = await staffSend('GET', `/trainer-blocks/${SLUG}/preview?language=ru`, cookie)
      expect((await expectJson<TrainerEntity>(answer, 200)).slug).toBe(SLUG)
      expect(answer.headers.get('Cache-Control')).toMatch(/private|no-store/)
    } finally {
      await env.DB.prepare('UPDATE trainers SET status = ?2 WHERE slug = ?1').bind(SLUG, status).run()
    }
  })

  it('bad fields are a 400 naming each (https only, required ru texts, lengths, duplicates, unknown images); unknown fields and types too', async () => {
    const cookie = await cookieOf(['manager'])
    const { blocks, version } = await read(cookie)
    const bad: TrainerBlocks = {
      businesses: [{ url: 'javascript:alert(1)', image_id: 'not-a-uuid', title: { ru: ' ', en: 'x'.repeat(301), ky: '' }, description: { ru: '', en: '', ky: '' } }],
      specialization: [{ ru: '', en: 'Only English', ky: '' }],
      faq_videos: [{ url: 'http://youtube.com/x', title: { ru: 'Q', en: '', ky: '' } }],
      client_logos: ['00000000-0000-4000-8000-000000000000'],
      social_media: [{ network: 'vk', url: 'https://vk.com/a' }, { network: 'vk', url: 'https://vk.com/b' }],
    }
    const answer = await expectJson<ApiErrorBody>(await save(cookie, bad, version), 400)
    expect(answer.fields).toEqual({
      'businesses.0.url': ['admin.site_profile.https_only'],
      'businesses.0.image_id': ['forms.errors.invalid'],
      'businesses.0.title.ru': ['forms.errors.required'],
      'businesses.0.title.en': ['api.errors.length'],
      'specialization.0.ru': ['forms.errors.required'],
      'faq_videos.0.url': ['admin.site_profile.https_only'],
      'social_media.1.network': ['admin.trainer_blocks.duplicate'],
    })
    const missing = await expectJson<ApiErrorBody>(await save(cookie, { ...blocks, client_logos: ['00000000-0000-4000-8000-000000000000'] }, version), 400)
    expect(missing.fields).toEqual({ 'client_logos.0': ['admin.trainer_blocks.image_missing'] })
    expect((await staffSend('PUT', `/trainer-blocks/${SLUG}`, cookie, { blocks: { ...blocks, videos: [] }, version })).status).toBe(400)
    expect((await staffSend('PUT', `/trainer-blocks/${SLUG}`, cookie, { blocks: { ...blocks, social_media: [{ network: 'myspace', url: 'https://myspace.com/a' }] }, version })).status).toBe(400)
    expect((await staffSend('PUT', `/trainer-blocks/${SLUG}`, cookie, { blocks, version: '1' })).status).toBe(400)
    expect((await read(cookie)).version).toBe(version)
  })

  it('roles and origin: a moderator, door account or visitor finds no such page (nor publish, discard, preview); a cross-site save or publish is refused; an unknown trainer is a 404', async () => {
    const manager = await cookieOf(['manager'])
    const { blocks, version } = await read(manager)
    for (const role of ['moderator', 'door'] as const) {
      const cookie = await cookieOf([role])
      expect((await staffSend('GET', `/trainer-blocks/${SLUG}`, cookie)).status).toBe(404)
      expect((await save(cookie, blocks, version)).status).toBe(404)
      expect((await publish(cookie, version)).status).toBe(404)
      expect((await discard(cookie, version)).status).toBe(404)
      expect((await staffSend('GET', `/trainer-blocks/${SLUG}/preview`, cookie)).status).toBe(404)
    }
    // A visitor (no staff session) finds no preview either.
    expect((await staffSend('GET', `/trainer-blocks/${SLUG}/preview`)).status).toBe(404)
    expect((await staffSend('PUT', `/trainer-blocks/${SLUG}`, manager, { blocks, version }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).status).toBe(403)
    expect((await staffSend('POST', `/trainer-blocks/${SLUG}/publish`, manager, { version }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).status).toBe(403)
    expect((await staffSend('GET', '/trainer-blocks/no-such-trainer', manager)).status).toBe(404)
    expect((await staffSend('GET', '/trainer-blocks/no-such-trainer/preview', manager)).status).toBe(404)
    expect((await read(manager)).version).toBe(version)
  })

  it('40 saves of the same version in flight: exactly one is stored, 39 hear 409, one audit row', async () => {
    const cookie = await cookieOf(['manager'])
    const { blocks, version, item } = await read(cookie)
    const audited = (await auditOf(env.DB, `trainers:${item.id}`)).length
    let serial = 0
    const answers = await inFlight(40, () => save(cookie, { ...blocks, specialization: [{ ru: `Тема ${++serial}`, en: '', ky: '' }] }, version))
    expect(answers.get(200)).toHaveLength(1)
    expect(answers.get(409)).toHaveLength(39)
    const after = await read(cookie)
    expect(after.version).toBe(version + 1)
    expect(after.blocks.specialization).toHaveLength(1)
    expect(await auditOf(env.DB, `trainers:${item.id}`)).toHaveLength(audited + 1)
  }, 30_000)

  it('issue 42: 40 publishes of the same draft in flight: exactly one makes it public, 39 hear 409, one publish audit row', async () => {
    const cookie = await cookieOf(['manager'])
    const { blocks, version, item } = await read(cookie)
    const saved = await expectJson<StaffTrainerBlocks>(await save(cookie, { ...blocks, specialization: [{ ru: 'Одна публикация', en: '', ky: '' }] }, version), 200)
    const published = async () => (await auditOf(env.DB, `trainers:${item.id}`)).filter((row) => row.action === 'trainer_blocks.publish').length
    const audited = await published()
    const answers = await inFlight(40, () => publish(cookie, saved.version))
    expect(answers.get(200)).toHaveLength(1)
    expect(answers.get(409)).toHaveLength(39)
    expect(await read(cookie)).toMatchObject({ version: saved.version + 1, draft: false })
    expect((await publicTrainer('ru')).specialization).toEqual(['Одна публикация'])
    expect(await published()).toBe(audited + 1)
  }, 30_000)
})
