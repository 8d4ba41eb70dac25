import { Temporal } from '@js-temporal/polyfill'
import type { APIRequestContext, Page } from '@playwright/test'
import type { ContactsEntity, ListResponse } from '../../src/model/api'
import type { EventEntity, EventListItem } from '../../src/model/entities/events'
import { expect, test } from './support/fixtures'
import { hydrated, isHydrated } from './support/interactive'
import { contentRendered } from './support/rendering'
import { LANGUAGES, message, type LanguageCode } from './support/languages'

/*
 * Event page (EVENT-01…11, OQ-04, OQ-21, SHARE-04, issue 4 JSON-LD) against the demo seed. The events are picked
 * from the API by what they have (future or past, several options, several trainers, ONLINE), not by slug.
 */

const EVENT_BLOCKS = [
  'event-banner',
  'event-info',
  'event-description',
  'event-leaders',
  'event-programme',
  'event-gallery',
  'event-booking',
  'reviews-slider',
] as const

async function allEvents(request: APIRequestContext, language: LanguageCode): Promise<EventListItem[]> {
  const response = await request.get(`/api/client/events?language=${language}&limit=100&order_by=date_from`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as ListResponse<EventListItem>).rows
}

const ended = (event: EventListItem) => Temporal.Instant.compare(Temporal.Instant.from(event.date_to ?? event.date_from), Temporal.Now.instant()) < 0

async function pickEvents(request: APIRequestContext, language: LanguageCode) {
  const events = await allEvents(request, language)
  const pick = (label: string, test: (event: EventListItem) => boolean) => {
    const found = events.find(test)
    if (!found) throw new Error(`the seed has no ${label} event`)
    return found
  }
  return {
    rich: pick('future offline one with several options and trainers', (e) => !ended(e) && e.format !== 'ONLINE' && !!e.city && e.options.length > 1 && e.trainers.length > 1),
    online: pick('future ONLINE', (e) => !ended(e) && e.format === 'ONLINE' && e.trainers.length === 1),
    past: pick('past', (e) => ended(e)),
  }
}

async function pageBlocks(page: Page): Promise<string[]> {
  const classes: string[] = await page.locator('main section').evaluateAll((sections) => sections.map((section) => section.className))
  const known = new Set<string>(EVENT_BLOCKS)
  return classes.flatMap((name) => name.split(/\s+/).filter((token: string) => known.has(token)))
}

/** The block's top relative to the viewport once the scroll has settled. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN
  await expect
    .poll(async () => {
      const top = await page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top))
      const still = top === previous
      previous = top
      return still
    }, { intervals: [300, 300, 300, 300, 500, 500, 1000] })
    .toBe(true)
  return previous
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: an upcoming event shows its blocks in order, scrolls to them and books through the manager (EVENT-01…08, OQ-04)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { rich } = await pickEvents(request, code)
    await page.goto(`${prefix}/events/i/${rich.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rich.title)

    // EVENT-01: "country, city" in the banner of an event with a city that is not ONLINE.
    await expect(page.locator('.event-banner__place')).toHaveText(`${rich.city?.country.title}, ${rich.city?.title}`)
    // EVENT-08: the blocks in their order (leaders because the event has several trainers).
    const blocks = await pageBlocks(page)
    expect(blocks).toEqual(EVENT_BLOCKS.filter((block) => blocks.includes(block)))
    expect(blocks).toEqual(expect.arrayContaining(['event-banner', 'event-info', 'event-leaders', 'event-booking']))
    await expect(page.locator('.event-leaders__item')).toHaveCount(rich.trainers.length)
    // Issue 40.6: the programme is headed once, by its section.
    await expect(page.locator('.event-programme').getByRole('heading')).toHaveCount(1)

    // EVENT-03…05: first trainer, price 'from' with several options, first trainer's page link.
    const info = page.locator('#event-info')
    await expect(info.locator('.event-info__trainer-name')).toHaveText(rich.trainers[0]?.full_name ?? '')
    const from = message(code, 'cards.event.price_from').split('{price}')[0]?.trim() ?? ''
    if (from) await expect(info.locator('.event-info__price')).toContainText(from)
    await expect(info.getByRole('link', { name: message(code, 'event.info.trainer_page') })).toHaveAttribute(
      'href',
      `${prefix}/trainers/${rich.trainers[0]?.slug}`,
    )
    // OQ-21: times with a zone label.
    await expect(page.locator('.event-banner__date')).toHaveText(/\d{2}\.\d{2}\.\d{2} \d{2}:\d{2} \S+/)

    // SHARE-04.
    await expect(page.locator('.event-banner').getByRole('button', { name: message(code, 'share.button') })).toBeVisible()

    // EVENT-02: 'more' and 'buy' scroll (animated) to their blocks, 20 px below the sticky header.
    const headerBottom = await page.locator('.site-header').evaluate((header) => Math.round(header.getBoundingClientRect().bottom))
    await (await hydrated(page.locator('.event-banner').getByRole('link', { name: message(code, 'event.more') }))).click()
    expect(Math.abs((await settledTop(page, '#event-info')) - (headerBottom + 20))).toBeLessThanOrEqual(2)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator('.event-banner').getByRole('link', { name: message(code, 'event.buy') }).click()
    const bookingTop = await settledTop(page, '#event-booking')
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY)
    // The block reaches its place unless the page ends first.
    if (maxScroll > 2) expect(Math.abs(bookingTop - (headerBottom + 20))).toBeLessThanOrEqual(2)
    await expect(page.locator('#event-booking')).toBeInViewport()

    // 'buy' leads to the buy form (ORDER-01; the form itself is tested in buy-form.spec.ts).
    const booking = page.locator('#event-booking')
    await expect(booking.getByRole('heading', { name: message(code, 'buy_form.title') })).toBeVisible()
  })

  test(`${code}: an online event, a past event and JSON-LD (EVENT-01, EVENT-10, EVENT-11)`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const { online, past } = await pickEvents(request, code)

    await page.goto(`${prefix}/events/i/${online.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(online.title)
    // EVENT-01: no place in the banner of an ONLINE event; EVENT-08: no leaders with one trainer.
    await expect(page.locator('.event-banner__place')).toHaveCount(0)
    await expect(page.locator('.event-leaders')).toHaveCount(0)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ld = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
    const event = ld.find((item) => item['@type'] === 'Event')
    expect(event).toMatchObject({
      name: online.title,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    })
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(event?.offers).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', priceCurrency: expect.any(String) })]))
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)

    // EVENT-11: a past event has the unavailable notice with its date (DD.MM.YY) and a way back to the list.
    await page.goto(`${prefix}/events/i/${past.slug}`)
    const booking = page.locator('#event-booking')
    await expect(booking.getByRole('heading', { level: 2 })).toHaveText(/\d{2}\.\d{2}\.\d{2}/)
    await expect(booking.getByText(message(code, 'event.unavailable.subtitle'))).toBeVisible()
    const back = booking.getByRole('link', { name: message(code, 'event.unavailable.back') })
    await expect(back).toHaveAttribute('href', `${prefix}/events`)
    // The list is not the page the visitor is on: the button is not marked as the current page, before or after
    // hydration (the header's schedule link may be: the event belongs to that section).
    await expect(back).not.toHaveAttribute('aria-current')
    await hydrated(back)
    await expect(back).not.toHaveAttribute('aria-current')
    await expect(back).not.toHaveAttribute('data-status', 'active')
    await expect(booking.locator('.event-booking__option')).toHaveCount(0)
    // Issue 40.6: the banner of a past event offers no 'buy'; 'more' is its main button.
    const banner = page.locator('.event-banner')
    await expect(banner.getByRole('link', { name: message(code, 'event.buy') })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: message(code, 'event.more') })).toHaveClass(/button--accent/)
  })

  test(`${code}: the location has the venue's address; the manager phone is the office's in the event city, else the main phone (OQ-04)`, { tag: ['@languages', '@desktop'] }, async ({
    page,
    request,
  }) => {
    const events = await allEvents(request, code)
    const contacts = (await (await request.get(`/api/client/profile_site/contacts?language=${code}`)).json()) as ContactsEntity
    const officeCities = new Set(contacts.offices.map((office) => office.city_id))
    const inOfficeCity = events.find((event) => event.format !== 'ONLINE' && event.city && officeCities.has(event.city.id))!
    const elsewhere = events.find((event) => event.format !== 'ONLINE' && event.city && !officeCities.has(event.city.id))!
    const online = events.find((event) => event.format === 'ONLINE')!
    const office = contacts.offices.find((item) => item.city_id === inOfficeCity.city!.id)!
    const main = contacts.phones[0]!
    const info = page.locator('#event-info')
    const fact = (term: string) => info.locator('.event-info__fact').filter({ has: page.getByRole('term').filter({ hasText: term }) })
    const location = fact(message(code, 'event.info.location'))
    const phone = fact(message(code, 'event.info.manager_phone')).getByRole('link')

    for (const event of [inOfficeCity, elsewhere]) {
      const { address } = (await (await request.get(`/api/client/events/${event.slug}?language=${code}`)).json()) as EventEntity
      expect(address, `the seed gives ${event.slug} a venue`).not.toBe('')
      await page.goto(`${prefix}/events/i/${event.slug}`)
      await expect(location).toContainText(`${event.city!.country.title}, ${event.city!.title}`)
      await expect(location.locator('.event-info__address')).toHaveText(address)
      const expected = event === inOfficeCity ? { phone: office.phone, display: office.phone_display } : main
      await expect(phone).toHaveAttribute('href', `tel:${expected.phone}`)
      await expect(phone).toHaveText(expected.display)
    }

    // Online: no address, the main phone.
    await page.goto(`${prefix}/events/i/${online.slug}`)
    await expect(location).toHaveText(`${message(code, 'event.info.location')}${message(code, 'event.info.online')}`)
    await expect(phone).toHaveAttribute('href', `tel:${main.phone}`)
  })

  test(`${code}: an unknown slug is the 404 page with status 404 (SEO-06) @http`, async ({ page }) => {
    const response = await page.goto(`${prefix}/events/i/no-such-event-here`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'errors.not_found.title'))
  })
}

test('the blocks after the info are rendered only when they come near the viewport, and keep the page’s layout (issue 4)', async ({ page, request }) => {
  const { rich } = await pickEvents(request, 'ru')
  await page.goto(`/events/i/${rich.slug}`)
  // What a block holds is skipped (not styled, laid out or painted) while it is far from the viewport; the related
  // reviews, last on the page, are far at every width.
  const rendered = (selector: string) => contentRendered(page.locator(selector))
  expect(await rendered('#event-info')).toBe(true)
  expect(await rendered('.event-page__later > .reviews-slider')).toBe(false)
  // The booking block's card is always rendered (contrast checks must see the background of its text); the buy form
  // in it is skipped until it comes near, as the blocks above it.
  expect(await rendered('#event-booking')).toBe(true)
  expect(await rendered('#event-booking .event-booking__card')).toBe(false)
  // Skipped content stays in the accessibility tree.
  await expect(page.getByRole('heading', { level: 2, name: message('ru', 'event.description.title') })).toHaveCount(1)
  await expect(page.locator('#event-booking').getByRole('textbox').first()).toBeAttached()
  await page.locator('#event-booking').scrollIntoViewIfNeeded()
  await expect.poll(() => rendered('#event-booking .event-booking__card')).toBe(true)
  await page.locator('.event-page__later > .reviews-slider').scrollIntoViewIfNeeded()
  await expect.poll(() => rendered('.event-page__later > .reviews-slider')).toBe(true)
  // A skipped block contains its margins: the last paragraph of the description adds no space under it.
  const lastParagraphMargin = await page.locator('.event-description .event-section__body > :last-child').evaluate((last) => getComputedStyle(last).marginBottom)
  expect(lastParagraphMargin).toBe('0px')
})

test("the buy form's fields go from one column to three at 768 px, where its card's placeholder height changes too (issue 4)", { tag: '@desktop' }, async ({ context, request }) => {
  const { rich } = await pickEvents(request, 'ru')
  // The first three fields: one column puts them in three rows, three columns in one.
  for (const [width, rows] of [[767, 3], [768, 1]] as const) {
    const tab = await context.newPage()
    await tab.setViewportSize({ width, height: 800 })
    await tab.goto(`/events/i/${rich.slug}`)
    const fields = tab.locator('.buy-form__fields > *')
    await fields.first().scrollIntoViewIfNeeded()
    await expect.poll(() => contentRendered(tab.locator('#event-booking .event-booking__card'))).toBe(true)
    // Polled: under load the hydrated form may still be settling when the card first renders.
    const tops = () => fields.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().top)))
    await expect.poll(async () => new Set(await tops()).size, { message: `${width} px: rows of the first three fields` }).toBe(rows)
    await tab.close()
  }
})

test('the blocks after the info are hydrated when they come near the viewport; the booking block with the page (issue 4)', async ({ page, request }) => {
  const { rich } = await pickEvents(request, 'ru')
  await page.goto(`/events/i/${rich.slug}`)
  await hydrated(page.locator('.event-banner a').first())
  await page.waitForLoadState('load')
  const reviewsControl = page.locator('.event-page__later > .reviews-slider').locator('a, button').first()
  // Far below at every width, the related reviews are still the server's HTML after the page has hydrated.
  expect(await isHydrated(reviewsControl)).toBe(false)
  expect(await isHydrated(page.locator('#event-booking').locator('a, button, input').first())).toBe(true)
  await hydrated(reviewsControl)
})

test("the banner's 'buy' reads no layout in its click: the scroll to the booking block begins after the click's frame (EVENT-02, issue 43.3)", { tag: '@phone' }, async ({ page, request }) => {
  const { rich } = await pickEvents(request, 'ru')
  await page.goto(`/events/i/${rich.slug}`)
  const buy = await hydrated(page.locator('.event-banner').getByRole('link', { name: message('ru', 'event.buy') }))
  // Layout reads made by the page's scripts while the click is dispatched (window's capture listener runs first, its
  // bubbling one last): each of them forces a style and layout pass inside the click's task, before its frame paints.
  await page.evaluate(() => {
    const counter = window as Window & { layoutReadsInClick?: number }
    counter.layoutReadsInClick = 0
    let inClick = false
    window.addEventListener('click', () => (inClick = true), { capture: true })
    window.addEventListener('click', () => (inClick = false))
    const rect = Element.prototype.getBoundingClientRect
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (inClick) counter.layoutReadsInClick = (counter.layoutReadsInClick ?? 0) + 1
      return rect.call(this)
    }
    const style = window.getComputedStyle.bind(window)
    window.getComputedStyle = (element, pseudo) => {
      if (inClick) counter.layoutReadsInClick = (counter.layoutReadsInClick ?? 0) + 1
      return style(element, pseudo)
    }
  })
  await buy.click()
  await expect(page.locator('#event-booking')).toBeInViewport()
  await expect(page.locator('#event-booking')).toBeFocused()
  expect(await page.evaluate(() => (window as Window & { layoutReadsInClick?: number }).layoutReadsInClick)).toBe(0)
})
