import { Temporal } from '@js-temporal/polyfill'
import type { APIRequestContext, Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import { eventsListCall, monthSwitch, selectedMonth, type EventsSearch } from '../../src/model/event-search'
import { EVENT_THEMES, type EventTheme } from '../../src/model/events'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'
import { sidewaysScroll } from './support/rendering'

/*
 * Events list (EVENTS-01…13, OQ-02, 12, 13, 14, 48) against the demo seed. What each filtered page must list is
 * asked of the API with the same list call the page makes (src/model/event-search.ts, unit-tested on its own),
 * so the test follows the seed's dates, which are relative to the day it was seeded.
 */

const now = () => Temporal.Now.instant()

async function expectedTitles(request: APIRequestContext, language: LanguageCode, search: EventsSearch): Promise<string[]> {
  const call = eventsListCall(search, now())
  const query = new URLSearchParams({ language, currency: 'USD' })
  for (const [key, value] of Object.entries(call)) if (value !== undefined) query.set(key, String(value))
  const response = await request.get(`/api/client/events?${query}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as ListResponse<EventListItem>
  return body.rows.map((row) => row.title)
}

/** The first month from the current one on whose list `search` has events (the seed runs months ahead). */
async function monthWithEvents(request: APIRequestContext, language: LanguageCode, search: EventsSearch = {}): Promise<string> {
  let month = selectedMonth(undefined, now())
  for (let step = 0; step < 12; step += 1) {
    if ((await expectedTitles(request, language, { ...search, date: month.toString() })).length > 0) return month.toString()
    month = month.add({ months: 1 })
  }
  throw new Error('the seed has no events in the coming year')
}

const cards = (page: Page) => page.locator('.events-grid .event-card__title')

async function expectList(page: Page, titles: string[], language: LanguageCode) {
  if (titles.length === 0) {
    await expect(page.getByText(message(language, 'events.empty'))).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  } else {
    await expect(cards(page)).toHaveText(titles)
  }
}

const filterGroup = (page: Page, language: LanguageCode, key: 'format' | 'theme' | 'type') =>
  page.getByRole('group', { name: message(language, `events.filters.${key}`) })

const monthName = (language: LanguageCode, key: string) => {
  const [year = '', month = ''] = key.split('-')
  return message(language, 'events.month.name')
    .replace('{month}', message(language, `events.month.${Number(month)}`))
    .replace('{year}', year)
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: filters, sort and months change the URL and the list (EVENTS-01…07, EVENTS-12, OQ-02, OQ-48)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    // A month where even all three filters together leave events.
    const month = await monthWithEvents(request, code, { format: 'ONLINE', type: 'ONLINE_COURSE', theme: 'BUSINESS' })
    await page.goto(`${prefix}/events?date=${month}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'events.title'))
    await expectList(page, await expectedTitles(request, code, { date: month }), code)
    await expect(page.locator('.month-switcher__selected')).toHaveText(monthName(code, month))

    // OQ-02: 15 themes, each label filters by its own value.
    const themes = filterGroup(page, code, 'theme').getByRole('link')
    await expect(themes).toHaveCount(16)
    await expect(filterGroup(page, code, 'theme').getByRole('link', { name: message(code, 'events.theme.HEALTH') })).toHaveAttribute(
      'href',
      new RegExp(`[?&]theme=HEALTH(&|$)`),
    )

    // Format.
    await (await hydrated(filterGroup(page, code, 'format').getByRole('link', { name: message(code, 'events.format.ONLINE'), exact: true }))).click()
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/events` && url.searchParams.get('format') === 'ONLINE')
    await expectList(page, await expectedTitles(request, code, { date: month, format: 'ONLINE' }), code)
    await expect(filterGroup(page, code, 'format').getByRole('link', { name: message(code, 'events.format.ONLINE'), exact: true })).toHaveAttribute(
      'aria-current',
      /^(page|true)$/,
    )

    // Type, then theme on top of it: each filter adds its key and narrows the list.
    await filterGroup(page, code, 'type').getByRole('link', { name: message(code, 'events.type.ONLINE_COURSE'), exact: true }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'ONLINE_COURSE' && url.searchParams.get('format') === 'ONLINE')
    await expectList(page, await expectedTitles(request, code, { date: month, format: 'ONLINE', type: 'ONLINE_COURSE' }), code)
    await filterGroup(page, code, 'theme').getByRole('link', { name: message(code, 'events.theme.BUSINESS') }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('theme') === 'BUSINESS' && url.searchParams.get('type') === 'ONLINE_COURSE')
    await expectList(page, await expectedTitles(request, code, { date: month, format: 'ONLINE', type: 'ONLINE_COURSE', theme: 'BUSINESS' }), code)

    // Sort (EVENTS-03): latest first keeps the filters.
    await page.getByRole('group', { name: message(code, 'events.sort.label') }).getByRole('link', { name: message(code, 'events.sort.-date_from') }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('order_by') === '-date_from' && url.searchParams.get('theme') === 'BUSINESS')
    const filters = { format: 'ONLINE', type: 'ONLINE_COURSE', theme: 'BUSINESS' } as const
    const latestFirst = await expectedTitles(request, code, { date: month, ...filters, order_by: '-date_from' })
    await expectList(page, latestFirst, code)
    expect(latestFirst).toEqual([...(await expectedTitles(request, code, { date: month, ...filters }))].reverse())

    // Months (OQ-48): next and previous move from the selected month; 'current' resets to today.
    const switcher = page.getByRole('navigation', { name: message(code, 'events.month.label') })
    const months = monthSwitch(selectedMonth(month, now()), now())
    await switcher.locator('.month-switcher__step--next').click()
    await expect(page).toHaveURL((url) => url.searchParams.get('date') === months.next && url.searchParams.get('order_by') === '-date_from')
    await expect(page.locator('.month-switcher__selected')).toHaveText(monthName(code, months.next))
    await expectList(page, await expectedTitles(request, code, { date: months.next, ...filters, order_by: '-date_from' }), code)
    await switcher.locator('.month-switcher__step--previous').click()
    await expect(page).toHaveURL((url) => url.searchParams.get('date') === month)
    await switcher.getByRole('link', { name: message(code, 'events.month.current') }).click()
    await expect(page).toHaveURL((url) => !url.searchParams.has('date') && url.searchParams.get('format') === 'ONLINE')
    await expect(page.locator('.month-switcher__selected')).toHaveText(monthName(code, months.current))
    await expectList(page, await expectedTitles(request, code, { ...filters, order_by: '-date_from' }), code)
  })

  test(`${code}: bad values are dropped, /events/ONLINE pre-filters, the trainer chip and the empty month (EVENTS-08, 11, 13, OQ-13, OQ-14)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    // EVENTS-11, OQ-13: a bad page and an unknown format are left out; event_theme is read as theme.
    const month = await monthWithEvents(request, code)
    await page.goto(`${prefix}/events?date=${month}&page=abc&format=NOPE&event_theme=BUSINESS`)
    await hydrated(filterGroup(page, code, 'format').getByRole('link', { name: message(code, 'events.filters.all') }))
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('theme') === 'BUSINESS' && !url.searchParams.has('page') && !url.searchParams.has('format'),
    )
    await expectList(page, await expectedTitles(request, code, { date: month, theme: 'BUSINESS' }), code)
    // PAGINATION-04: one page of results has no page links.
    await expect(page.getByRole('navigation', { name: message(code, 'pagination.label') })).toHaveCount(0)

    // EVENTS-13: the format of the address filters; its chip is the current one.
    const onlineMonth = await monthWithEvents(request, code, { format: 'ONLINE' })
    await page.goto(`${prefix}/events/ONLINE?date=${onlineMonth}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(code, 'events.title_format').replace('{format}', message(code, 'events.format.ONLINE')),
    )
    await expectList(page, await expectedTitles(request, code, { date: onlineMonth, format: 'ONLINE' }), code)
    await expect(filterGroup(page, code, 'format').getByRole('link', { name: message(code, 'events.format.ONLINE'), exact: true })).toHaveAttribute(
      'aria-current',
      /^(page|true)$/,
    )

    // OQ-14: trainers_slug filters and shows a removable chip with the trainer's name.
    const trainers = (await (await request.get(`/api/client/trainers?language=${code}&limit=1`)).json()) as ListResponse<{ slug: string; full_name: string }>
    const trainer = trainers.rows[0]
    if (!trainer) throw new Error('the seed has no trainers')
    const trainerMonth = await monthWithEvents(request, code, { trainers_slug: trainer.slug })
    await page.goto(`${prefix}/events?date=${trainerMonth}&trainers_slug=${trainer.slug}`)
    const chipText = message(code, 'events.filters.trainer').replace('{name}', trainer.full_name)
    await expect(page.locator('.trainer-chip__text')).toHaveText(chipText)
    await expectList(page, await expectedTitles(request, code, { date: trainerMonth, trainers_slug: trainer.slug }), code)
    const remove = await hydrated(page.getByRole('link', { name: message(code, 'events.filters.remove').replace('{filter}', chipText) }))
    await remove.click()
    await expect(page).toHaveURL((url) => !url.searchParams.has('trainers_slug') && url.searchParams.get('date') === trainerMonth)
    await expect(page.locator('.trainer-chip')).toHaveCount(0)

    // EVENTS-08: a month without events says so.
    let empty = selectedMonth(undefined, now()).add({ months: 1 })
    while ((await expectedTitles(request, code, { date: empty.toString() })).length > 0) empty = empty.add({ months: 1 })
    await page.goto(`${prefix}/events?date=${empty.toString()}`)
    await expectList(page, [], code)
    // Past the seed's last event there is no later month to offer.
    await expect(page.locator('.events-empty').getByText(message(code, 'events.empty_hint'))).toBeVisible()

    // EVENTS-08: a filter with nothing this month links to the nearest month that has its events (a theme link of
    // home, or a trainer's 'all events', lands on the current month).
    let theme: EventTheme | undefined
    let nearest = ''
    for (const candidate of EVENT_THEMES) {
      if ((await expectedTitles(request, code, { theme: candidate })).length > 0) continue
      nearest = await monthWithEvents(request, code, { theme: candidate }).catch(() => '')
      if (nearest) {
        theme = candidate
        break
      }
    }
    if (!theme) throw new Error('the seed has no theme with events only after this month')
    await page.goto(`${prefix}/events?theme=${theme}`)
    await expectList(page, [], code)
    const next = await hydrated(page.locator('.events-empty').getByRole('link', { name: monthName(code, nearest) }))
    await expect(page.locator('.events-empty')).toContainText(message(code, 'events.empty_next'))
    await next.click()
    await expect(page).toHaveURL((url) => url.searchParams.get('date') === nearest && url.searchParams.get('theme') === theme)
    const titles = await expectedTitles(request, code, { date: nearest, theme })
    expect(titles.length).toBeGreaterThan(0)
    await expectList(page, titles, code)
  })
}

test('ky: the month switcher, in the widest language, stays inside its bar at every width (EVENTS-02, OQ-48)', { tag: ['@desktop', '@languages'] }, async ({
  page,
}) => {
  // September has the longest names around it ("2026-жылдын сентябры", with August and October on its sides).
  const today = Temporal.Now.plainDateISO()
  const september = `${today.month <= 9 ? today.year : today.year + 1}-09`
  await page.goto(`/ky/events?date=${september}`)
  const bar = page.locator('.events-page__bar')
  // The stacked switcher below the width where the row fits, and the row from there (src/styles/events.css).
  for (const width of [768, 900, 990, 1000, 1200, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    const outside = await bar.evaluate((node) => {
      const box = node.getBoundingClientRect()
      const links = [...node.querySelectorAll('.month-switcher a, .month-switcher p')].map((item) => item.getBoundingClientRect())
      return links.filter((item) => item.left < box.left || item.right > box.right).length
    })
    expect(outside, `${width} px: parts of the switcher outside its bar`).toBe(0)
    expect(await sidewaysScroll(page), `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0)
  }
})
