import type { Page } from '@playwright/test'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { DEMO_ADMIN } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { expectRedoclyValid, expectSwaggerParserValid } from './support/openapi-validity'
import { signInStaff } from './support/staff-sign-in'

/*
 * The staff desk (issue 41) in Russian at desktop width (@desktop; the desk's sign-in, menu and pages at phone width:
 * desk-staff.spec.ts and desk-phone.spec.ts): the seeded admin signs in with a TOTP code computed here from
 * the seeded secret, approves a queued review, and it shows on /reviews; the desk answers 404 to anyone else.
 */

/** A review sent through the site's API from an address of its own (so reruns meet no per-sender limit). */
async function queueReview(page: Page, name: string) {
  const response = await page.request.post('/api/client/reviews?language=ru', {
    headers: {
      'cf-connecting-ip': `2001:db8::41:${Math.floor(Math.random() * 0xffff).toString(16)}`,
    },
    data: {
      client_name: name,
      client_phone: '+996555123456',
      entity_type: 'COMPANY',
      body: 'Очень полезный тренинг, спасибо команде!',
      agreement: true,
    },
  })
  expect(response.status()).toBe(201)
}

test.describe('the desk', () => {
  test('the admin signs in with TOTP and approves a review, which shows on /reviews; the flows page shows a page live (issue 41)', { tag: '@desktop' }, async ({ page }) => {
    test.setTimeout(120_000)
    const name = `Модератор-тест ${Date.now().toString(36)}`
    await queueReview(page, name)

    // Anyone without a staff session: the desk is a 404, never stored, never indexed.
    const closed = await page.goto('/admin/reviews')
    expect(closed?.status()).toBe(404)
    expect((await page.goto('/admin/flows'))?.status()).toBe(404)

    const signIn = await page.goto('/admin/sign-in')
    expect(signIn?.headers()['cache-control']).toBe('private, no-store')
    expect(signIn?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await signInStaff(page, DEMO_ADMIN)
    // The desk's home, then its menu: the parts the admin's roles open.
    const menu = page.getByRole('navigation', { name: message('ru', 'admin.nav.label') })
    await menu.getByRole('link', { name: message('ru', 'admin.nav.reviews') }).click()
    await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.reviews.title') })).toBeVisible()

    // The staff API's OpenAPI document, which only an admin reads, is valid for Redocly and swagger-parser (issue 41).
    const openapi = await page.request.get(`${STAFF_API_PREFIX}/openapi.json`)
    expect(openapi.status()).toBe(200)
    const source = await openapi.text()
    await expectRedoclyValid(source)
    await expectSwaggerParserValid(source)

    const card = page.getByRole('article', { name })
    await expect(card).toContainText('+996555123456')
    await card.getByRole('button', { name: message('ru', 'admin.reviews.approve') }).click()
    await expect(card).toHaveCount(0)

    await page.goto('/reviews?order_by=-created')
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

    // QA: the flows (issue 41): every machine drawn from its definition, and a page opened with ?inspect in another
    // tab of this browser reporting its machines live.
    await page.goto('/admin/flows')
    await expect(page.getByRole('heading', { level: 1, name: message('ru', 'admin.flows.title') })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'paymentPage' })).toBeVisible()
    await hydrated(page.getByRole('button', { name: message('ru', 'admin.flows.pause') }))
    const visitor = await page.context().newPage()
    await visitor.goto('/?login&inspect')
    // Its machines report once it has hydrated (slow on a loaded machine), then at once.
    await hydrated(visitor.getByRole('dialog'))
    const live = page.locator('.flow-live')
    await expect(live.getByRole('link', { name: 'authModal' })).toBeVisible()
    await visitor.close()
    await expect(live.getByText(message('ru', 'admin.flows.closed'))).toBeVisible()

    // Signing out ends the staff session: back to the sign-in page, and the desk is a 404 again.
    await page.getByRole('navigation', { name: message('ru', 'admin.nav.label') }).getByRole('button', { name: message('ru', 'admin.nav.sign_out') }).click()
    await expect(page.locator('.admin-page').getByRole('button', { name: message('ru', 'admin.sign_in.submit') })).toBeVisible()
    expect((await page.goto('/admin'))?.status()).toBe(404)
  })
})

test('no public page loads a script that names the staff API (issue 41)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the scripts are the same at every width')
  // The prefix and every endpoint path that no public address shares ('/sign-in' is also the page /admin/sign-in's, which
  // the router's tree names; '/me' and '/reviews' are public words).
  const strings = [
    STAFF_API_PREFIX,
    ...Object.values(STAFF_ENDPOINTS)
      .map((endpoint) => endpoint.path)
      .filter((path) => path !== '/sign-in' && (path.includes('-') || path.includes('{id}/'))),
  ]
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url())
  })
  for (const path of ['/', '/reviews', '/events', '/shop']) {
    await page.goto(path)
    for (const href of await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)))
      scripts.add(href)
  }
  expect(scripts.size).toBeGreaterThan(2)
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text()
    expect(
      strings.filter((string) => text.includes(string)),
      url,
    ).toEqual([])
  }
})
