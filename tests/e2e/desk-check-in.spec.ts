import { createHmac } from 'node:crypto'
import { DEMO_DOOR } from '../../worker/db/seed/demo-admin'
import { DOOR_TICKETS } from '../../worker/db/seed/door-tickets'
import { LOCAL_VARS } from '../../worker/tools/local-vars.mjs'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'
import { queryTestDatabase } from './support/test-database.mjs'

/*
 * Check-in at the door (issue 44) at phone width, in Russian: the demo door account chooses the seeded event, types a
 * ticket's number (valid, checked in), then feeds a photo of the same ticket's QR code, taken from its ticket page,
 * through the scanner's decoder (already checked in, by whom: Debian's Chromium has no BarcodeDetector, so this is ZXing's
 * WebAssembly decoder, its .wasm from our own assets); a refunded ticket is refused; after a reload the
 * server's list has the check-in. Reruns within 15 minutes need E2E_FRESH_DATABASE=1 (the ticket
 * checked in).
 */
/** A Russian message with its `{name}` values filled in (none of these has a plural). */
const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), message('ru', key))

/** "Checked in: {checked} of N": other tests may buy places at the same event meanwhile, so N is any number. */
const checkedIn = (checked: number) => new RegExp(`^${t('admin.check_in.count', { checked, sold: 999_999 }).replace('999999', '\\d+')}$`)

/** The ticket page's address of an order, signed with the local ticket key (worker/lib/ticket-token.ts). */
function ticketPagePath(orderUuid: string): string {
  const compact = orderUuid.replace(/-/g, '')
  return `/ticket/${compact}.${createHmac('sha256', LOCAL_VARS.TICKET_KEY!).update(`ticket page ${compact}`).digest('base64url')}`
}

test('a door account checks a ticket in by its number, then its QR code says already checked in (issue 44)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the door works on a phone: once, at phone width')
  const [valid, , refunded] = DOOR_TICKETS
  const [row] = (await queryTestDatabase(`SELECT event_uuid FROM event_orders WHERE uuid = '${valid.uuid}'`)) as { event_uuid: string }[]

  // Every address the door's page asks for: none may leave our origin (the decoder's .wasm is no CDN's).
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await openDeskAs(page, DEMO_DOOR)
  await page.getByRole('navigation', { name: t('admin.nav.label') }).getByRole('link', { name: t('admin.nav.check_in') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('admin.check_in.title') })).toBeVisible()
  await page.locator(`a[href*="event=${row!.event_uuid}"]`).click()
  // The event's own page (the list of events counts each one too).
  await expect(page.getByLabel(t('admin.check_in.code'))).toBeVisible()
  await expect(page.getByText(checkedIn(0))).toBeVisible()

  const answer = page.locator('.door-answer')
  const code = page.getByLabel(t('admin.check_in.code'))
  const check = await hydrated(page.getByRole('button', { name: t('admin.check_in.check') }))
  await code.fill(String(valid.number))
  await check.click()
  await expect(answer).toContainText(t('admin.check_in.status.checked_in'))
  await expect(answer).toContainText(t('admin.check_in.ticket', { number: valid.number, name: valid.name }))
  await expect(page.getByText(checkedIn(1))).toBeVisible()
  await expect(page.getByText(t('admin.check_in.synced'))).toBeVisible()

  // The same ticket's QR code, as a photo of its ticket page: read by the page's decoder, the path a camera frame takes.
  const ticketPage = await page.context().newPage()
  await ticketPage.goto(ticketPagePath(valid.uuid))
  const photo = await ticketPage.locator('figure svg').screenshot()
  await ticketPage.close()
  const origin = new URL(page.url()).origin
  const wasm = page.waitForResponse((response) => /\/zxing_reader-[\w-]+\.wasm$/.test(response.url()))
  await page.getByLabel(t('admin.check_in.photo')).setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo })
  await expect(answer).toContainText(t('admin.check_in.status.already'))
  await expect(answer).toContainText(valid.name)
  await expect(answer).toContainText(`${DEMO_DOOR.name[0]} ${DEMO_DOOR.name[1]}`)
  // When it was checked in, with the zone it is told in (the event's, as on its tickets).
  await expect(answer).toContainText(/\d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)/)
  // The code was read by ZXing's WebAssembly decoder, compiled from our own build's file (hashed, under /assets/).
  const decoder = await wasm
  expect(new URL(decoder.url()).origin).toBe(origin)
  expect(new URL(decoder.url()).pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)
  expect(decoder.status()).toBe(200)
  expect(decoder.headers()['content-type']).toBe('application/wasm')
  expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false)
  // The page may ask for the camera (its Permissions-Policy; this browser has no camera to give).
  expect(await page.evaluate(() => (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature('camera'))).toBe(true)

  await code.fill(String(refunded.number))
  await check.click()
  await expect(answer).toContainText(t('admin.check_in.status.refunded'))

  // The server has the check-in: a fresh list counts it and answers "already" by itself.
  await page.reload()
  await expect(page.getByText(checkedIn(1))).toBeVisible()
  await code.fill(String(valid.number))
  await (await hydrated(check)).click()
  await expect(answer).toContainText(t('admin.check_in.status.already'))
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([])
})
