import { readFile } from 'node:fs/promises'
import type { LeadCreated } from '../../src/model/entities/leads'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { openDeskAs } from './support/staff-sign-in'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'

/*
 * The lead inbox (issue 41 "Leads", BE-20) in Russian at desktop width (@desktop; the desk's pages at phone width: desk-phone.spec.ts): a lead sent through the public form API, then the
 * demo manager signs in, finds it by a word (the filter stays in the address through a reload), moves it new → in work
 * → done, comments, and downloads the CSV of that filter with the lead in it.
 */
test.describe('the lead inbox', { tag: '@desktop' }, () => {
  test('the manager finds a new lead by a word, works it to done with a comment, and exports it as CSV (issue 41)', async ({ page }) => {
    const word = `Лидтест${Date.now().toString(36)}`
    const sent = await page.request.post('/api/client/forms/get_program/orders?language=ru', {
      headers: { 'cf-connecting-ip': `2001:db8::41:${Math.floor(Math.random() * 0xffff).toString(16)}` },
      data: { name: `Айгерим ${word}`, phone: '+996 555 123 456', goal: 'Научиться продавать', messenger: 'whatsapp', agreement: true },
    })
    expect(sent.status()).toBe(201)
    const { uuid } = (await sent.json()) as LeadCreated

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
})
