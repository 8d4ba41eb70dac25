import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { message, type LanguageCode } from './support/languages'

/*
 * The recently viewed row (OQ-47, issue 45.3) names each item in the language of the page it is on (ENTITY-29: the
 * device keeps kind and slug alone; the titles come from GET recently-viewed). Its behaviour in Russian alone, the
 * row's clearing and the 404 page: search.spec.ts.
 */

type Kind = 'product' | 'event'
interface Item {
  kind: Kind
  slug: string
  titles: Record<LanguageCode, string>
}

const API_PATH: Record<Kind, string> = { product: 'products', event: 'events' }

async function itemOf(page: Page, kind: Kind, slug: string): Promise<Item> {
  const titles = {} as Record<LanguageCode, string>
  for (const language of ['ru', 'en', 'ky'] as const) {
    titles[language] = ((await (await page.request.get(`/api/client/${API_PATH[kind]}/${slug}?language=${language}`)).json()) as { title: string }).title
  }
  return { kind, slug, titles }
}

/** Two products and an event of the demo content, each titled differently in ru, en and ky. */
async function demoItems(page: Page): Promise<[Item, Item, Item]> {
  const products = ((await (await page.request.get('/api/client/products?limit=2')).json()) as { rows: Array<{ slug: string }> }).rows
  const events = ((await (await page.request.get('/api/client/events?limit=1')).json()) as { rows: Array<{ slug: string }> }).rows
  const items = await Promise.all([itemOf(page, 'product', products[0]!.slug), itemOf(page, 'event', events[0]!.slug), itemOf(page, 'product', products[1]!.slug)])
  for (const item of items) expect(new Set(Object.values(item.titles)).size, `${item.slug}: ${JSON.stringify(item.titles)}`).toBe(3)
  return items
}

const pathOf = (item: Item, language: LanguageCode) => `${language === 'ru' ? '' : `/${language}`}${item.kind === 'product' ? '/shop' : '/events/i'}/${item.slug}`

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('recently-viewed'))

/** Every text the row's links ever show on this page, from its first paint (the row loads near the page's end). */
async function watchRowTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    Object.assign(window, { recentlyViewedTexts: seen })
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('.recently-viewed a')) seen.add(link.textContent ?? '')
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

const rowTexts = (page: Page) => page.evaluate(() => [...(window as unknown as { recentlyViewedTexts: Set<string> }).recentlyViewedTexts])

/** Scrolls to the page's end until the row's links are there (it loads near the end). */
async function rowLinks(page: Page, language: LanguageCode) {
  const row = page.getByRole('region', { name: message(language, 'recently_viewed.title') })
  await expect.poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), document.querySelectorAll('.recently-viewed a').length))).toBeGreaterThan(0)
  return row.getByRole('link')
}

test('recently viewed: items viewed in Russian are named in English on an English page and in Kyrgyz on a Kyrgyz one, never in the language they were viewed in; the device keeps kind and slug alone (ENTITY-29, OQ-47)', async ({ page }) => {
  const [notebook, school, game] = await demoItems(page)
  await page.goto(pathOf(notebook, 'ru'))
  await expect.poll(() => stored(page)).toContain(notebook.slug)
  await page.goto(pathOf(school, 'ru'))
  await expect.poll(() => stored(page)).toContain(school.slug)
  expect(JSON.parse((await stored(page))!)).toEqual([
    { kind: 'product', slug: notebook.slug },
    { kind: 'event', slug: school.slug },
  ])

  await watchRowTexts(page)
  for (const language of ['en', 'ky'] as const) {
    await page.goto(pathOf(game, language))
    const links = await rowLinks(page, language)
    await expect(links).toHaveText([school.titles[language], notebook.titles[language]])
    await expect(links.first()).toHaveAttribute('href', pathOf(school, language))
    // Not for a moment the Russian titles, as the row read them from the device before.
    expect(await rowTexts(page)).toEqual([school.titles[language], notebook.titles[language]])
  }
})

test('recently viewed: a list stored with Russian titles (before ENTITY-29) is shown with the page\'s own, and an item no longer there is left out and forgotten (OQ-47)', async ({ page }) => {
  const [notebook, school, game] = await demoItems(page)
  await page.goto('/contacts')
  const old = [
    { kind: 'product', slug: 'no-such-product-anymore', title: 'Снятый с продажи товар', image: null },
    { kind: 'product', slug: notebook.slug, title: notebook.titles.ru, image: '/media/old/small.webp' },
    { kind: 'event', slug: school.slug, title: school.titles.ru, image: null },
  ]
  await page.evaluate((list) => window.localStorage.setItem('recently-viewed', JSON.stringify(list)), old)
  await watchRowTexts(page)
  await page.goto(pathOf(game, 'en'))
  const links = await rowLinks(page, 'en')
  await expect(links).toHaveText([school.titles.en, notebook.titles.en])
  expect(await rowTexts(page)).toEqual([school.titles.en, notebook.titles.en])
  // The page's own item is remembered, the missing one forgotten, and no title is kept.
  await expect
    .poll(async () => JSON.parse((await stored(page))!) as unknown)
    .toEqual([
      { kind: 'product', slug: notebook.slug },
      { kind: 'event', slug: school.slug },
      { kind: 'product', slug: game.slug },
    ])
})

test.describe(() => {
  test.use({ failsOnPurpose: ['/api/client/recently-viewed'] })

  test('recently viewed: when the titles cannot be read the row stays hidden, and the page goes on (ERR-05, OQ-47)', async ({ page }) => {
    const [notebook, , game] = await demoItems(page)
    await page.goto(pathOf(notebook, 'ru'))
    await expect.poll(() => stored(page)).toContain(notebook.slug)
    let asked = 0
    await page.route('**/api/client/recently-viewed?*', (route) => {
      asked += 1
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'unavailable', message: 'Unavailable' }) })
    })
    await page.goto(pathOf(game, 'ru'))
    // The scroll is awaited: a scroll still in flight when the test ends fails it ("Target page … has been closed").
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        return asked
      })
      .toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: message('ru', 'recently_viewed.title') })).toHaveCount(0)
    await expect(page.locator('.recently-viewed')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
