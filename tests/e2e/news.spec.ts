import type { Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { NewsEntity, NewsListItem } from '../../src/model/entities/publications'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { LANGUAGES, message, type LanguageCode } from './support/languages'

/**
 * /news and /news/{slug} (NEWS-01…08, ROUTE-01, PAGINATION-01/05/07, OQ-41) in every language at both widths.
 * Expectations come from the API of the same server, so they hold for any seed.
 */

async function apiNews(page: Page, language: LanguageCode, query: string): Promise<ListResponse<NewsListItem>> {
  const response = await page.request.get(
    `/api/client/news?language=${language}&limit=24&order_by=-date_publication&${query}`,
  )
  expect(response.ok()).toBe(true)
  return (await response.json()) as ListResponse<NewsListItem>
}

async function apiNewsItem(page: Page, language: LanguageCode, slug: string): Promise<NewsEntity> {
  const response = await page.request.get(`/api/client/news/${slug}?language=${language}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as NewsEntity
}

const cards = (page: Page) => page.locator('.news-page__list > li')
const cardTitle = (page: Page, index: number) => cards(page).nth(index).getByRole('heading', { level: 2 })

/** The longest word of a title: a search term that finds that item and not every item. */
const searchTerm = (title: string) =>
  title
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !/^\d+$/.test(word))
    .sort((a, b) => b.length - a.length)[0] ?? title

test('/news: from the keyboard, show more keeps the focus on the button while more remain, then on the first new card\'s link, and Tab goes on from there (PAGINATION-05/06, NEWS-05)', async ({ page }) => {
  const { meta } = await apiNews(page, 'ru', 'skip=0')
  await page.goto('/news')
  const more = page.locator('.show-more__button')
  await (await hydrated(more)).focus()
  let before = await cards(page).count()
  for (let presses = 1; before < meta.count; presses += 1) {
    expect(presses, 'presses until all are loaded').toBeLessThan(10)
    await expect(more).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before)
    await expect(more).not.toHaveAttribute('aria-busy', 'true')
    if ((await cards(page).count()) < meta.count) before = await cards(page).count()
    else break
  }
  await expect(more).toBeDisabled()
  await expect(more).toHaveText(message('ru', 'pagination.all_loaded'))
  await expect(cards(page).nth(before).getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
})

for (const { code, prefix } of LANGUAGES) {
  test(`/news in ${code}: 24 cards, page 2 via the pagination, show more appends (NEWS-01…05)`, async ({ page }) => {
    const first = await apiNews(page, code, 'skip=0')
    const second = await apiNews(page, code, 'skip=24')
    const third = await apiNews(page, code, 'skip=48')
    expect(first.meta.count).toBeGreaterThan(48)

    await page.goto(`${prefix}/news`)
    // NEWS-01: heading, breadcrumbs home > news, the grid of 24 cards newest first (NEWS-03).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'news.title'))
    const crumbs = page.getByRole('navigation', { name: message(code, 'breadcrumbs.label') })
    await expect(crumbs.getByRole('link', { name: message(code, 'breadcrumbs.home') })).toBeVisible()
    await expect(crumbs).toContainText(message(code, 'news.title'))
    await expect(cards(page)).toHaveCount(24)
    await expect(cardTitle(page, 0)).toHaveText(first.rows[0]!.title)
    await expect(cardTitle(page, 23)).toHaveText(first.rows[23]!.title)

    // PAGINATION-01, NEWS-03: page 2 is skip 24, in the address.
    const pagination = page.getByRole('navigation', { name: message(code, 'pagination.label') })
    const two = message(code, 'pagination.page').replace('{page}', '2')
    await (await hydrated(pagination.getByRole('link', { name: two, exact: true }))).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
    await expect(cardTitle(page, 0)).toHaveText(second.rows[0]!.title)
    await expect(cards(page)).toHaveCount(24)

    // NEWS-05, PAGINATION-07: show more appends the rows after skip + limit (48) below page 2's own.
    const more = await hydrated(page.getByRole('button', { name: message(code, 'pagination.show_more') }))
    await more.click()
    await expect(cardTitle(page, 24)).toHaveText(third.rows[0]!.title)
    await expect(cardTitle(page, 0)).toHaveText(second.rows[0]!.title)
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
  })

  test(`/news in ${code}: after show more the pagination marks the pages shown, and a page number shows that page alone (PAGINATION-01/07)`, async ({
    page,
  }) => {
    const first = await apiNews(page, code, 'skip=0')
    const second = await apiNews(page, code, 'skip=24')
    const third = await apiNews(page, code, 'skip=48')
    expect(first.meta.count).toBeGreaterThan(48)
    await page.goto(`${prefix}/news`)
    const pagination = page.getByRole('navigation', { name: message(code, 'pagination.label') })
    const pageLabel = (n: number) => message(code, 'pagination.page').replace('{page}', String(n))
    const current = pagination.locator('span.pagination__page--current')

    const more = await hydrated(page.getByRole('button', { name: message(code, 'pagination.show_more') }))
    await more.click()
    // Pages 1 to n are on screen (after the click the button loads on sight, PAGINATION-06): n is the current one,
    // 1 is marked as shown; no 'previous' before page 1.
    await expect(async () => {
      const shown = Math.ceil((await cards(page).count()) / 24)
      expect(shown).toBeGreaterThanOrEqual(2)
      await expect(current).toHaveText(pageLabel(shown) + String(shown), { timeout: 500 })
    }).toPass()
    await expect(pagination.getByRole('link', { name: pageLabel(1), exact: true })).toHaveClass(/pagination__page--shown/)
    await expect(pagination.getByRole('link', { name: message(code, 'pagination.previous'), exact: true })).toHaveCount(0)

    // "1" at the address already shown: page 1 alone, 1 current.
    await pagination.getByRole('link', { name: pageLabel(1), exact: true }).click()
    await expect(cards(page)).toHaveCount(24)
    await expect(current).toHaveText(pageLabel(1) + '1')
    await expect(cardTitle(page, 0)).toHaveText(first.rows[0]!.title)

    // From page 2, show more: 2 and 3 on screen, 'previous' goes to page 1 (no page key).
    await pagination.getByRole('link', { name: pageLabel(2), exact: true }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
    await expect(cardTitle(page, 0)).toHaveText(second.rows[0]!.title)
    await (await hydrated(page.getByRole('button', { name: message(code, 'pagination.show_more') }))).click()
    await expect(cards(page)).toHaveCount(24 + third.rows.length)
    await expect(current).toHaveText(pageLabel(3) + '3')
    await expect(pagination.getByRole('link', { name: message(code, 'pagination.previous'), exact: true })).toHaveAttribute(
      'href',
      /\/news$/,
    )
  })

  test(`/news in ${code}: nothing found says so; search narrows the list and changes the URL (NEWS-02)`, async ({
    page,
  }) => {
    const all = await apiNews(page, code, 'skip=0')
    const term = searchTerm(all.rows[0]!.title)
    const found = await apiNews(page, code, `search=${encodeURIComponent(term)}`)
    expect(found.meta.count).toBeGreaterThan(0)
    expect(found.meta.count).toBeLessThan(all.meta.count)

    // Nothing found: a message instead of the grid; a non-numeric page is page 1 and left out.
    await page.goto(`${prefix}/news?search=zzqqxxnothing&page=abc`)
    await expect(page.getByRole('status').filter({ hasText: message(code, 'news.empty') })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)

    const box = await hydrated(page.getByRole('searchbox', { name: message(code, 'news.search.label') }))
    await box.fill(term)
    await box.press('Enter')
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === term && !url.searchParams.has('page'))
    await expect(cards(page)).toHaveCount(Math.min(24, found.rows.length))
    await expect(cardTitle(page, 0)).toHaveText(found.rows[0]!.title)
  })

  test(`/news/{slug} in ${code}: title, date, HTML body, breadcrumbs home > news > item, tag links (NEWS-06)`, async ({
    page,
  }) => {
    const [latest] = (await apiNews(page, code, 'skip=0')).rows
    const item = await apiNewsItem(page, code, latest!.slug)
    const response = await page.goto(`${prefix}/news/${item.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
    await expect(page.locator('.news-item__date time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)
    await expect(page.locator('.news-item__body p').first()).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: message(code, 'breadcrumbs.label') })
    await expect(crumbs.getByRole('link', { name: message(code, 'breadcrumbs.home') })).toBeVisible()
    await expect(crumbs.getByRole('link', { name: message(code, 'news.title') })).toHaveAttribute('href', `${prefix}/news`)
    await expect(crumbs.locator('span[aria-current="page"]')).toHaveText(item.title)
    const tags = page.getByRole('navigation', { name: message(code, 'news.item.tags') })
    await expect(tags.getByRole('link')).toHaveCount(item.tags.length)
    await expect(tags.getByRole('link').first()).toHaveAttribute('href', `${prefix}/tags/${item.tags[0]}`)
  })

  test(`/news/{slug} in ${code}: an unknown slug is the 404 page with status 404 (OQ-41, SEO-06) @http`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/news/no-such-news-here`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(code, 'errors.not_found.title'))
  })
}

test('/news at 576 px, two cards a row: a title word longer than its column breaks inside the card (NEWS-01)', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 576, height: 800 })
  await page.goto('/news')
  const titles = page.locator('.news-card__title')
  expect(await titles.count()).toBeGreaterThan(0)
  // Each title's text against its own box: a word running past it would stick out of the card.
  const outside = await titles.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const box = node.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(node)
        return range.getBoundingClientRect().right > box.right + 0.5
      })
      .map((node) => node.textContent),
  )
  expect(outside, 'titles whose text runs past their card').toEqual([])
})
