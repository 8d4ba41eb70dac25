import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import type { Currency } from '../../src/model/currencies'
import { formatMoney } from '../../src/model/format-money'
import type { StaffItemOptions } from '../../src/model/item-options'
import { DEMO_MANAGER } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { expectRefusedAt } from './support/desk-refusal'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

/*
 * An event's options in the desk and on the site (issue 42 "Events with options, prices", issue 44 "Seats", BE-04,
 * BE-15) once, at desktop width in Russian (the worker tests prove the rules and the races): a manager changes an
 * option's price and sets its seats to 0; the event page shows the new price and "sold out" on that option, whose
 * radio is disabled, and the API refuses to order it. The option is put back at the end.
 */
test('a manager edits an option\'s price and seats; the event page shows the price and the option sold out, which cannot be ordered (issue 42, issue 44, BE-04, BE-15)', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width: the desk form and the option picker are the same at every width')
  // The last event to come with three options: the tests that buy take the first ones.
  const list = await page.request.get(`${baseURL}/api/client/events?language=ru&event_mode=future&limit=100`)
  const events = ((await list.json()) as ListResponse<EventListItem>).rows.filter((event) => event.options.length === 3)
  const event = events.at(-1)!
  const target = event.options[1]!
  await openDeskAs(page, DEMO_MANAGER)

  /** On the desk's options page: the target option's form, its price and seats fields and the event's currency. */
  async function optionForm() {
    await page.goto(`/admin/events/${event.uuid}/options`)
    const heading = await page.getByRole('heading', { level: 2 }).filter({ hasText: /\([A-Z]{3}\)/ }).textContent()
    const currency = /\(([A-Z]{3})\)/.exec(heading!)![1] as Currency
    const card = page.getByRole('form', { name: target.title })
    const price = card.getByLabel(message('ru', 'admin.event_options.price').replace('{currency}', currency))
    const seats = card.getByLabel(message('ru', 'admin.event_options.seats'))
    await hydrated(price)
    return { card, price, seats, currency, save: card.getByRole('button', { name: message('ru', 'admin.event_options.save') }) }
  }

  const form = await optionForm()
  const original = { price: await form.price.inputValue(), seats: await form.seats.inputValue() }
  const newMajor = Math.round(Number(original.price)) + 1000
  await form.price.fill(String(newMajor))
  await form.seats.fill('0')
  await form.save.click()
  await expect(page.getByTestId(`seats-${target.uuid}`)).toContainText(message('ru', 'admin.event_options.counts').split(' — ')[0]!.replace('{seats}', '0'))

  try {
    const { currency } = form
    await page.context().addCookies([{ name: 'currency', value: currency, url: baseURL! }])
    const shown = (await (await page.request.get(`${baseURL}/api/client/events/${event.slug}?language=ru&currency=${currency}`)).json()) as EventListItem
    const option = shown.options.find((candidate) => candidate.uuid === target.uuid)!
    expect(option).toMatchObject({ price: newMajor * 100, seats_left: 0 })
    await page.goto(`/events/i/${event.slug}`)
    const radio = page.locator(`input[type="radio"][value="${target.uuid}"]`)
    await expect(radio).toBeDisabled()
    const label = page.locator(`label[for="${await radio.getAttribute('id')}"]`)
    await expect(label).toContainText(message('ru', 'events.seats.sold_out'))
    await expect(label).toContainText(formatMoney('ru', option.price, currency))
    const refused = await page.request.post(`${baseURL}/api/client/event-orders?language=ru`, {
      headers: { 'CF-Connecting-IP': `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      data: { event_id: event.uuid, event_option_id: target.uuid, quantity: 1, client_name: 'Тест Места', client_phone: '+996555123456', client_email: 'seats@example.kg', agreement: true },
    })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).fields).toEqual({ event_option_id: ['api.errors.sold_out'] })
  } finally {
    const back = await optionForm()
    await back.price.fill(original.price)
    await back.seats.fill(original.seats)
    await back.save.click()
    await expect(page.getByTestId(`seats-${target.uuid}`)).not.toContainText(message('ru', 'admin.event_options.counts').split(' — ')[0]!.replace('{seats}', '0'))
  }
})

test.describe('a refused save', () => {
  // The refused save answers 400 on purpose.
  test.use({ failsOnPurpose: ['/api/staff/options/events/*'] })

  test('an option\'s price typed as the card shows it (11 500) saves; a bad price and seats are refused with their rules and the price has the focus; an option with orders says why it cannot be deleted (VALID-02, BE-04)', async ({ page, baseURL }, testInfo) => {
    // Each width its own event (the widths run at once on one database): not the last one, which the test above changes.
    const list = await page.request.get(`${baseURL}/api/client/events?language=ru&event_mode=future&limit=100`)
    const events = ((await list.json()) as ListResponse<EventListItem>).rows
    const event = events.filter((candidate) => candidate.options.length === 3).at(testInfo.project.name === 'desktop' ? -2 : -3)!
    const target = event.options[2]!
    await openDeskAs(page, DEMO_MANAGER)
    await page.goto(`/admin/events/${event.uuid}/options`)
    const heading = await page.getByRole('heading', { level: 2 }).filter({ hasText: /\([A-Z]{3}\)/ }).textContent()
    const currency = /\(([A-Z]{3})\)/.exec(heading!)![1] as Currency
    const card = page.getByRole('form', { name: target.title })
    const price = card.getByLabel(message('ru', 'admin.event_options.price').replace('{currency}', currency))
    const seats = card.getByLabel(message('ru', 'admin.event_options.seats'))
    const save = card.getByRole('button', { name: message('ru', 'admin.event_options.save') })
    await hydrated(price)
    const original = { price: await price.inputValue(), seats: await seats.inputValue() }
    const answered = () => page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/staff/options/events/${event.uuid}/`))

    await price.fill('abc')
    await seats.fill('-3')
    let answer = answered()
    await save.click()
    expect((await answer).status()).toBe(400)
    await expectRefusedAt(price, 'admin.errors.amount_format')
    await expect(seats).toHaveAttribute('aria-invalid', 'true')
    await expect(seats).toHaveAccessibleDescription(message('ru', 'admin.errors.whole_from_zero'))
    await expect(card.getByText(message('ru', 'forms.errors.invalid'))).toHaveCount(0)

    try {
      // The price as the card shows prices, its thousands apart with a narrow space.
      await price.fill(formatMoney('ru', 1_150_000, currency).replace(/\u00a0\D+$/, ''))
      await seats.fill(original.seats)
      answer = answered()
      await save.click()
      expect((await answer).status()).toBe(200)
      await expect(page.getByTestId(`seats-${target.uuid}`)).toContainText(formatMoney('ru', 1_150_000, currency))
    } finally {
      const back = page.getByRole('form', { name: target.title }).getByLabel(message('ru', 'admin.event_options.price').replace('{currency}', currency))
      await back.fill(original.price)
      answer = answered()
      await page.getByRole('form', { name: target.title }).getByRole('button', { name: message('ru', 'admin.event_options.save') }).click()
      expect((await answer).status()).toBe(200)
    }

    // The demo tickets' event (worker/db/seed/door-tickets.ts): its first option has orders, so it is kept.
    let kept: { event: string; option: string; title: string } | null = null
    for (const candidate of events) {
      const options = (await (await page.request.get(`${baseURL}/api/staff/options/events/${candidate.uuid}`)).json()) as StaffItemOptions
      const row = options.rows.find((option) => option.orders > 0)
      if (row) {
        kept = { event: candidate.uuid, option: row.uuid, title: row.titles.ru }
        break
      }
    }
    expect(kept).not.toBeNull()
    await page.goto(`/admin/events/${kept!.event}/options`)
    const remove = page.getByRole('form', { name: kept!.title }).getByRole('button', { name: message('ru', 'admin.event_options.delete') })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAccessibleDescription(message('ru', 'admin.event_options.kept_events'))
  })
})
