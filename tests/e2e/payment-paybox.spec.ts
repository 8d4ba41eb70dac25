import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { TEST_STATE_DIR } from './support/paths.mjs'
import { startFakePaybox, type FakePayboxServer } from './support/provider-fakes/paybox-server'
import { BUYER } from './support/purchase'
import { freePort, startWorkerServer } from './support/worker-server.mjs'

/**
 * PAYBOX for real (issue 29; PAY-10, PAY-12, PAY-13, BE-13): the Worker with PayBox configured (in testing mode) against
 * a fake PayBox on loopback (support/provider-fakes/paybox-server.ts): the pay button sends the visitor to PayBox's
 * page, PayBox posts its signed result call, and the browser comes back to the thank-you view. This Worker is a
 * second server of the same build on a copy of the test D1, so that the suite's own server keeps the sandbox.
 */

let fake: FakePayboxServer
let site: { origin: string; stop: () => void }
let stateDir: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  fake = await startFakePaybox()
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paybox-e2e-'))
  fs.cpSync(TEST_STATE_DIR, stateDir, { recursive: true })
  site = await startWorkerServer({ port: await freePort(), persistTo: stateDir, vars: fake.vars, probePath: '/api/client/languages', timeoutMs: 150_000 })
})

test.afterAll(async () => {
  site?.stop()
  await fake?.close()
  if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true })
})

test('a purchase through PayBox: its page, its result call, back to the thank-you view (issue 29; PAY-13, BE-13)', async ({ page, request }) => {
  test.setTimeout(120_000)
  const events = (await (await request.get(`${site.origin}/api/client/events?language=ru`)).json()) as ListResponse<EventListItem>
  const event = events.rows.find((row) => Date.parse(row.date_to ?? row.date_from) > Date.now() + 86_400_000 && row.options.length > 0)
  if (!event) throw new Error('the seed has no purchasable event with options')
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const created = await request.post(`${site.origin}/api/client/event-orders?language=ru&currency=USD`, {
    headers: { 'CF-Connecting-IP': address },
    data: { event_id: event.uuid, event_option_id: event.options[0]!.uuid, quantity: 1, ...BUYER, agreement: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const order = (await created.json()) as { access_code: string }

  await page.goto(`${site.origin}/payment/events/${order.access_code}`)
  await page.waitForLoadState('load')
  const pay = await hydrated(page.getByRole('button', { name: message('ru', 'payment.pay.button'), exact: true }))
  // PAY-10: dollars select the first method that charges them.
  await expect(page.getByRole('radio', { name: message('ru', 'payment.method.PAYBOX.title'), exact: true })).toBeChecked()
  await expect(page.locator('.payment-total__amount[data-state="shown"]')).toContainText('$')
  await pay.click()
  await page.waitForURL(`${fake.url}/pay.html?**`, { waitUntil: 'domcontentloaded' })
  await page.locator('button.pay').click()
  await page.waitForURL(/check_mode=1/, { waitUntil: 'domcontentloaded' })
  expect(new URL(page.url()).pathname).toBe(`/payment/events/${order.access_code}`)
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'payment.thanks.title') })).toBeVisible()
})
