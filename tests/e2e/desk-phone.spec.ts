import { DEMO_ADMIN } from '../../worker/db/seed/demo-admin'
import { expect, test } from './support/fixtures'
import { layoutOf, servedLayout } from './support/first-paint'
import { hydrated } from './support/interactive'
import { message } from './support/languages'
import { openDeskAs } from './support/staff-sign-in'

/*
 * The desk at phone width (@phone). Its flows run at desktop width, where their forms and rules are the same as at
 * every width (desk-content, desk-forms-edit, desk-leads, desk-media, desk-orders, desk-people, staff-desk); here each
 * page those flows opened at phone width before opens at 375 px as the demo admin (who may open every part) without
 * sideways scrolling, and axe checks it at this width (the fixture: the page as the test leaves it). The desk's
 * sign-in, menu and sign-out at this width are desk-staff.spec.ts's and desk-check-in.spec.ts's, the trainer blocks'
 * editor desk-trainer-blocks.spec.ts's.
 */

/** The order is the seed's second NEEDS_STAFF payment's (worker/db/seed/payment-followups.ts), which no test changes. */
const PAGES = [
  '/admin/reviews',
  '/admin/leads',
  '/admin/orders',
  '/admin/orders/events/d5e1f0a0-0000-4000-8000-000000000002',
  '/admin/payments',
  '/admin/subscribers',
  '/admin/content',
  '/admin/content/news',
  '/admin/content/news/new',
  '/admin/media',
  '/admin/forms/franchise',
  '/admin/personal-data',
  '/admin/audit',
  '/admin/flows',
]

for (const path of PAGES) {
  test(`the desk's ${path} fits a phone (issue 41, issue 42, LAYOUT-08)`, { tag: '@phone' }, async ({ page }) => {
    await openDeskAs(page, DEMO_ADMIN, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Polled: the page's own stylesheets come with it (the test below), but a layout may still settle as its images arrive.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
}

const LANDMARKS = ['h1', '.site-footer']

test('a desk page is laid out as the server sends it, its own styles linked, before its app starts (issue 41, LAYOUT-08)', { tag: '@phone' }, async ({ browser, page, baseURL }) => {
  await openDeskAs(page, DEMO_ADMIN, '/admin/media')
  const served = await servedLayout(browser, baseURL, page, '/admin/media', LANDMARKS)
  expect(served['.site-footer']).toBeGreaterThan(0)
  await hydrated(page.getByLabel(message('ru', 'admin.media.upload_image')))
  expect(await layoutOf(page, LANDMARKS)).toEqual(served)
})

test("on a phone the desk's sections are one row that scrolls sideways, the current one in its view, the page's title in the first screen (issue 41, LAYOUT-08)", { tag: '@phone' }, async ({ page }) => {
  // The admin's last section: at the far end of the row.
  await openDeskAs(page, DEMO_ADMIN, '/admin/flows')
  const menu = page.getByRole('navigation', { name: message('ru', 'admin.nav.label') })
  const current = menu.locator('[aria-current="page"]')
  await expect(current).toHaveText(message('ru', 'admin.nav.flows'))
  const row = menu.getByRole('list')
  const firstLink = (await row.getByRole('link').first().boundingBox())!
  const lastLink = (await row.getByRole('link').last().boundingBox())!
  expect(Math.abs(lastLink.y - firstLink.y)).toBeLessThan(1)
  // Not the link itself: making sure of it would scroll it into view.
  await hydrated(page.getByRole('heading', { level: 1 }))
  await expect.poll(async () => {
    const [link, box] = await Promise.all([current.boundingBox(), row.boundingBox()])
    return link!.x >= box!.x && link!.x + link!.width <= box!.x + box!.width
  }).toBe(true)
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(title.y + title.height).toBeLessThan(page.viewportSize()!.height / 2)
})

test("on a phone a desk list's filters take two columns, half a screen at most, the dates side by side (issue 41, LAYOUT-08)", { tag: '@phone' }, async ({ page }) => {
  await openDeskAs(page, DEMO_ADMIN, '/admin/leads')
  const filters = page.getByRole('search', { name: message('ru', 'admin.leads.filters') })
  const [from, to] = await Promise.all([
    filters.getByLabel(message('ru', 'admin.filters.from')).boundingBox(),
    filters.getByLabel(message('ru', 'admin.filters.to')).boundingBox(),
  ])
  expect(Math.abs(from!.y - to!.y)).toBeLessThan(1)
  expect((await filters.boundingBox())!.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2)
})
