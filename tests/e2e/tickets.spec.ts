import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { BUYER, orderFromOwnAddress, payInSandbox } from './support/purchase'
import { queryTestDatabase } from './support/test-database.mjs'

/**
 * Issue 44: after paying for an event — the ticket opened from the thank-you view (a plain page with the QR code),
 * its `.ics` downloaded, and "find my orders" asked from the thank-you view's link.
 */

/** An event in a city that can still be bought, ordered through the API from an address of its own. */
async function orderedEvent(request: APIRequestContext) {
  const response = await request.get('/api/client/events?limit=100&language=ru&event_mode=future')
  const { rows } = (await response.json()) as { rows: Array<{ uuid: string; title: string; city: unknown; format: string; date_from: string; options: { uuid: string }[] }> }
  const event = rows.find((row) => row.city && row.format === 'OFFLINE' && Date.parse(row.date_from) > Date.now() + 86_400_000)!
  const sender = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const created = await request.post('/api/client/event-orders?language=ru&currency=RUB', {
    headers: { 'CF-Connecting-IP': sender },
    data: { event_id: event.uuid, event_option_id: event.options[0]?.uuid, quantity: 1, ...BUYER, agreement: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { event, order: (await created.json()) as { access_code: string; number: number } }
}

test('issue 44: pay, open the ticket from the thank-you view, download its .ics, then ask for my orders', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { event, order } = await orderedEvent(request)
  await page.goto(`/payment/events/${order.access_code}`)
  await payInSandbox(page, 'ru', 'pay')
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'payment.thanks.title') })).toBeVisible()
  const find = page.getByRole('link', { name: message('ru', 'orders.find.title') })
  await expect(find).toBeVisible()

  // The ticket: a plain page of its own with the event, the buyer, the number and the QR code.
  await page.getByRole('link', { name: message('ru', 'payment.thanks.ticket') }).click()
  await page.waitForURL(/\/ticket\/[0-9a-f]{32}\.[\w-]{43}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)
  await expect(page.locator('main')).toContainText(BUYER.client_name)
  await expect(page.locator('main')).toContainText(`№${order.number}`)
  await expect(page.getByRole('img', { name: 'QR-код билета' }).locator('svg')).toBeVisible()
  await expect(page.locator('script')).toHaveCount(0)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Добавить в календарь (.ics)' }).click()])
  const text = readFileSync(await download.path(), 'utf8')
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(text).toMatch(/\r\nDTSTART;TZID=[A-Za-z_]+\/[A-Za-z_]+:\d{8}T\d{6}\r\n/)

  // Find my orders: the same words whatever the address has; one mail to it.
  const address = `tickets-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`
  await orderFromOwnAddress(page, '/api/client/orders/find')
  await page.goBack()
  await (await hydrated(find)).click()
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'orders.find.title') })).toBeVisible()
  const submit = await hydrated(page.getByRole('button', { name: message('ru', 'orders.find.submit') }))
  const email = page.getByLabel(message('ru', 'orders.find.email'))
  await email.click()
  await email.fill(address)
  await expect(email).toHaveValue(address)
  await submit.click()
  await expect(page.locator('.find-orders__sent[role="status"]')).toContainText(message('ru', 'orders.find.sent'))
  await expect
    .poll(async () => (await queryTestDatabase(`SELECT id FROM outbox WHERE kind = 'found_orders' AND recipient = '${address}'`)).length)
    .toBe(1)
})
