import type { TrainerEntity } from '../../src/model/entities/events'
import type { StaffTrainerBlocks } from '../../src/model/trainer-blocks'
import { DEMO_EDITOR } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

/*
 * A trainer's special blocks edited from the desk and seen on the site (issue 42 "trainers", OQ-11, TRAINER-12; "draft,
 * published and scheduled states"), once per width in Russian (the worker tests prove the rules, discard and the races).
 * Each width edits its own trainer, so that the two runs in parallel never meet: on a desktop the editor renames the
 * special trainer's first specialization, on a phone they add one to a trainer that had none. The save is a draft that
 * the public API does not show, the preview shows it on the trainer's page (noindex), publishing puts it on the
 * trainer's public page. Put back through the staff API.
 */
const TRAINER = { desktop: 'timur-aliev', phone: 'aigul-sultanova' } as const


test('an editor changes a trainer’s specialization in the desk, saves a draft, previews it, publishes, and the public trainer page shows it (issue 42, OQ-11, TRAINER-12)', async ({ page, baseURL }, testInfo) => {
  const slug = TRAINER[testInfo.project.name as keyof typeof TRAINER]
  const text = `Переговоры ${testInfo.project.name} ${Date.now().toString(36)}`
  await openDeskAs(page, DEMO_EDITOR)
  const api = `${baseURL}/api/staff/trainer-blocks/${slug}`
  const before = (await (await page.request.get(api)).json()) as StaffTrainerBlocks
  try {
    await page.goto(`/admin/content/trainers/${before.item.id}`)
    const blocks = page.getByRole('region', { name: message('ru', 'admin.trainer_blocks.title') })
    if (before.blocks.specialization.length === 0) await (await hydrated(blocks.getByRole('button', { name: message('ru', 'admin.site_profile.add') }).first())).click()
    const field = blocks.locator('#trainer-blocks-specialization-0-ru')
    await (await hydrated(field)).fill(text)
    const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/trainer-blocks/${before.item.id}`))
    await blocks.getByRole('button', { name: message('ru', 'admin.trainer_blocks.save') }).click()
    expect((await answer).status()).toBe(200)
    // A draft: the editor says so, visitors' API still answers the published blocks.
    await expect(blocks.getByText(message('ru', 'admin.trainer_blocks.draft'))).toBeVisible()
    const published = (await (await page.request.get(`${baseURL}/api/client/trainers/${slug}?language=ru`)).json()) as TrainerEntity
    expect(published.specialization).not.toContain(text)

    await blocks.getByRole('link', { name: message('ru', 'admin.languages.ru') }).click()
    await expect(page.locator('.trainer-specialization').getByText(text)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await (await hydrated(page.getByRole('link', { name: message('ru', 'admin.content.back_to_editor') }))).click()
    const publishAnswer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/trainer-blocks/${before.item.id}/publish`))
    await (await hydrated(blocks.getByRole('button', { name: message('ru', 'admin.trainer_blocks.publish') }))).click()
    expect((await publishAnswer).status()).toBe(200)
    await expect(blocks.getByText(message('ru', 'admin.trainer_blocks.published'))).toBeVisible()

    await page.goto(`/trainers/${slug}`)
    await expect(page.locator('.trainer-specialization').getByText(text)).toBeVisible()
  } finally {
    const now = (await (await page.request.get(api)).json()) as StaffTrainerBlocks
    const put = await page.request.put(api, { headers: { Origin: baseURL! }, data: { blocks: before.blocks, version: now.version } })
    expect(put.status()).toBe(200)
    const restored = (await put.json()) as StaffTrainerBlocks
    expect((await page.request.post(`${api}/publish`, { headers: { Origin: baseURL! }, data: { version: restored.version } })).status()).toBe(200)
  }
})
