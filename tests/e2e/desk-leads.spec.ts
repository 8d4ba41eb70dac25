import { readFile } from 'node:fs/promises'
import type { LeadCreated } from '../../src/model/entities/leads'
import type { APIRequestContext } from '@playwright/test'
import { DEMO_ADMIN, DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { openDeskAs } from './support/staff-sign-in'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'

/*
 * The lead inbox (issue 41 "Leads", BE-20) in Russian at desktop width (@desktop; the desk's pages at phone width: desk-phone.spec.ts and the lead's page below): a lead sent through the public form API, then the
 * demo manager signs in, finds it by a word (the filter stays in the address through a reload), moves it new → in work
 * → done, comments, and downloads the CSV of that filter with the lead in it; a lead's own page, opened from its card
 * and from the audit log.
 */

/** The titles the seed's get_program form gives its fields in Russian (worker/db/seed/forms.ts): the desk shows these, not the slugs. */
const PROGRAM_FIELD_TITLES = ['Ваше имя', 'Телефон', 'Чего вы хотите достичь?', 'Как вам ответить']

/** Matches an element's whole text, `text` and nothing more. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** A new get_program lead sent in Russian by a sender of its own, named `Айгерим <word>`; its uuid. */
async function sendLead(request: APIRequestContext, word: string): Promise<string> {
  const sent = await request.post('/api/client/forms/get_program/orders?language=ru', {
    headers: { 'cf-connecting-ip': `2001:db8::41:${Math.floor(Math.random() * 0xffff).toString(16)}` },
    data: { name: `Айгерим ${word}`, phone: '+996 555 123 456', goal: 'Научиться продавать', messenger: 'whatsapp', agreement: true },
  })
  expect(sent.status()).toBe(201)
  return ((await sent.json()) as LeadCreated).uuid
}

test.describe('the lead inbox', { tag: '@desktop' }, () => {
  test('the manager finds a new lead by a word, works it to done with a comment, and exports it as CSV (issue 41)', async ({ page }) => {
    const word = `Лидтест${Date.now().toString(36)}`
    const uuid = await sendLead(page.request, word)

    await openDeskAs(page, DEMO_MANAGER)
    await page.getByRole('navigation', { name: message('ru', 'admin.nav.label') }).getByRole('link', { name: message('ru', 'admin.nav.leads') }).click()
    await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.leads.title') })).toBeVisible()

    // The filter is a plain GET form: the word lands in the address, so the view survives a reload and can be shared.
    const filters = page.getByRole('search', { name: message('ru', 'admin.leads.filters') })
    await filters.getByLabel(message('ru', 'admin.leads.search')).fill(word)
    await filters.getByRole('button', { name: message('ru', 'admin.filters.apply') }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`))
    const card = page.getByRole('article', { name: new RegExp(word) })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('+996555123456')
    // The details name each field by its title on the form and the language in words, not by slugs and codes.
    await card.getByText(message('ru', 'admin.leads.details'), { exact: true }).click()
    const terms = card.getByRole('term')
    for (const title of [...PROGRAM_FIELD_TITLES, message('ru', 'admin.leads.language')]) await expect(terms.filter({ hasText: exactly(title) })).toBeVisible()
    for (const slug of ['name', 'phone', 'goal', 'messenger']) await expect(terms.filter({ hasText: exactly(slug) })).toHaveCount(0)
    await expect(card.getByRole('definition').filter({ hasText: exactly(message('ru', 'admin.languages.ru')) })).toBeVisible()

    await hydrated(card.getByRole('button', { name: message('ru', 'admin.leads.move.in_work') })).then((button) => button.click())
    await expect(card.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.in_work'))
    await card.getByRole('button', { name: message('ru', 'admin.leads.move.done') }).click()
    await expect(card.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.done'))
    await card.getByLabel(message('ru', 'admin.leads.comment')).fill('Записалась на курс')
    await card.getByRole('button', { name: message('ru', 'admin.leads.add_comment') }).click()
    await expect(card.getByRole('list', { name: message('ru', 'admin.leads.comments') })).toContainText('Записалась на курс')

    await page.reload()
    await expect(filters.getByLabel(message('ru', 'admin.leads.search'))).toHaveValue(word)
    await expect(card.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.done'))

    // The CSV of the same filter: a plain link, a download.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: message('ru', 'admin.leads.export') }).click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const rows = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain(uuid)
    expect(rows[1]).toContain(`Айгерим ${word}`)
    expect(rows[0]!.split(',').slice(0, 3)).toEqual([`${message('ru', 'admin.csv.lead_created')} (МСК)`, message('ru', 'admin.leads.form'), message('ru', 'admin.leads.status')])
    expect(rows[1]).toContain(`,${message('ru', 'admin.leads.form.get_program')},${message('ru', 'admin.leads.status.done')},`)
    expect(rows[1]).toContain(`,${message('ru', 'lead_form.answer_channel.whatsapp')},`)
  })

  test("a lead's name in its card opens its page, where its status changes; the audit log's entry links back to it (issue 41)", async ({ page }) => {
    const word = `Лидстраница${Date.now().toString(36)}`
    const uuid = await sendLead(page.request, word)
    await openDeskAs(page, DEMO_MANAGER, `/admin/leads?q=${encodeURIComponent(word)}`)
    const card = page.getByRole('article', { name: new RegExp(word) })
    await card.getByRole('link', { name: `Айгерим ${word}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${uuid}$`))

    // The whole lead: its fields by their titles, contacts as links, where it came from, its status and actions.
    const lead = page.getByRole('article', { name: new RegExp(word) })
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Айгерим ${word}`) })).toBeVisible()
    await expect(lead.getByRole('link', { name: '+996555123456' })).toHaveAttribute('href', 'tel:+996555123456')
    for (const title of [...PROGRAM_FIELD_TITLES, message('ru', 'admin.leads.page'), message('ru', 'admin.leads.language')]) {
      await expect(lead.getByRole('term').filter({ hasText: exactly(title) })).toBeVisible()
    }
    await expect(lead.getByRole('definition').filter({ hasText: message('ru', 'lead_form.answer_channel.whatsapp') })).toBeVisible()
    await hydrated(lead.getByRole('button', { name: message('ru', 'admin.leads.move.in_work') })).then((button) => button.click())
    await expect(lead.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.in_work'))
    await lead.getByLabel(message('ru', 'admin.leads.comment')).fill('Перезвонить завтра')
    await lead.getByRole('button', { name: message('ru', 'admin.leads.add_comment') }).click()
    await expect(lead.getByRole('list', { name: message('ru', 'admin.leads.comments') })).toContainText('Перезвонить завтра')
    await page.reload()
    await expect(lead.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.in_work'))
    await expect(page.getByRole('link', { name: message('ru', 'admin.leads.back') })).toHaveAttribute('href', '/admin/leads')

    // The admin reads the change in the audit log; the lead there links its page.
    await page.context().clearCookies()
    await openDeskAs(page, DEMO_ADMIN, `/admin/audit?action=lead&staff=${encodeURIComponent(DEMO_MANAGER.email)}`)
    const entry = page.locator('.desk-card').filter({ hasText: message('ru', 'admin.audit.actions.lead.status') }).filter({ hasText: word }).first()
    await entry.getByRole('link', { name: new RegExp(word) }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${uuid}$`))
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Айгерим ${word}`) })).toBeVisible()
  })
})

test("a lead's page fits a phone (issue 41, LAYOUT-08)", { tag: '@phone' }, async ({ page }) => {
  const word = `Лидтелефон${Date.now().toString(36)}`
  const uuid = await sendLead(page.request, word)
  await openDeskAs(page, DEMO_MANAGER, `/admin/leads/${uuid}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: exactly('Телефон') })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test("on a lead's page, \"take\" sets the assignee drop-down to me and \"assign\" keeps it; after a status button goes, the focus is on the action's status, not lost (staff desk defects 3, 4)", async ({ page }) => {
  const word = `Лидвзять${Date.now().toString(36)}`
  const uuid = await sendLead(page.request, word)
  await openDeskAs(page, DEMO_MANAGER, `/admin/leads/${uuid}`)
  const lead = page.getByRole('article', { name: new RegExp(word) })
  const me = DEMO_MANAGER.name.join(' ')
  // Its name is the label's text and then the chosen option's (the select sits inside its label).
  const assignee = lead.getByRole('combobox', { name: new RegExp(`^${message('ru', 'admin.leads.assignee')}( |$)`) })
  await expect(assignee.locator('option:checked')).toHaveText(message('ru', 'admin.leads.nobody'))
  await hydrated(lead.getByRole('button', { name: message('ru', 'admin.leads.take') })).then((button) => button.click())
  await expect(lead.locator('.admin-review__meta')).toContainText(message('ru', 'admin.leads.assigned_to').replace('{name}', me))
  await expect(assignee.locator('option:checked')).toHaveText(me)
  // "Assign" with the drop-down as it stands keeps the lead mine (it used to send "nobody").
  await lead.getByRole('button', { name: message('ru', 'admin.leads.assign') }).click()
  await page.reload()
  await expect(lead.locator('.admin-review__meta')).toContainText(message('ru', 'admin.leads.assigned_to').replace('{name}', me))
  await expect(assignee.locator('option:checked')).toHaveText(me)

  // "In work" is gone once the lead is in work: the focus goes to the action's status, which says it is done.
  await hydrated(lead.getByRole('button', { name: message('ru', 'admin.leads.move.in_work') })).then((button) => button.click())
  await expect(lead.locator('.admin-badge')).toHaveText(message('ru', 'admin.leads.status.in_work'))
  await expect(lead.getByRole('status').filter({ hasText: message('ru', 'admin.action.done') })).toBeFocused()
})
