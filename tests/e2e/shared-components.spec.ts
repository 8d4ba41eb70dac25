import type { Locator, Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { EventListItem } from '../../src/model/entities/events'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { contentRendered } from './support/rendering'
import { LANGUAGES, message, section, type LanguageCode } from './support/languages'

/**
 * The shared pieces on the pages that use them: the carousel (home news), route-mode pagination (/events), share
 * (event page) and the sections' heading rows with their 'watch all' links. Load-more is exercised by
 * reviews.spec.ts (PAGINATION-05…07).
 */

const pageLabel = (code: (typeof LANGUAGES)[number]['code'], page: number) =>
  message(code, 'pagination.page').replace('{page}', String(page))

async function firstEvent(page: Page): Promise<EventListItem> {
  const response = await page.request.get('/api/client/events?limit=1&event_mode=future')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as ListResponse<EventListItem>
  return body.rows[0]!
}

for (const { code, prefix } of LANGUAGES) {
  test(`carousel in ${code}: a scroll-snap track before JS, embla loads on the first interaction (DESIGN, HOME-09)`, async ({
    page,
  }) => {
    const emblaRequests: string[] = []
    page.on('request', (request) => {
      if (/embla-carousel/.test(request.url())) emblaRequests.push(request.url())
    })
    await page.goto(`${prefix}/`)
    const carousel = section(page, code, 'home.news.title').getByRole('group')
    await expect(carousel).toHaveAttribute('aria-roledescription', message(code, 'carousel.role'))
    const slides = carousel.locator('.carousel__slide')
    await expect(slides).toHaveCount(8)
    await expect(slides.first()).toHaveAttribute('aria-label', message(code, 'carousel.slide').replace('{index}', '1').replace('{total}', '8'))
    const prev = carousel.getByRole('button', { name: message(code, 'carousel.previous') })
    const next = carousel.getByRole('button', { name: message(code, 'carousel.next') })
    await expect(prev).toBeDisabled()
    await expect(next).toBeEnabled()
    // The slides after the widest first view (four) are not rendered until the track brings them near. The section
    // itself is rendered only near the viewport (home.css): in view, its first slide is. On a phone (one slide a
    // view) the eighth is seven widths away, beyond the distance at which the browser renders skipped content.
    const rendered = (slide: number) => contentRendered(slides.nth(slide))
    await carousel.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(0)).toBe(true)
    if (page.viewportSize()!.width < 768) expect(await rendered(7)).toBe(false)
    // Not part of the first-load JS.
    await page.waitForLoadState('load')
    expect(emblaRequests).toEqual([])

    await (await hydrated(next)).click()
    await expect.poll(() => emblaRequests.length).toBeGreaterThan(0)
    await expect(carousel).toHaveClass(/carousel--enhanced/)
    await expect(prev).toBeEnabled()
    // Scrolled: the first slide has left the viewport.
    await expect.poll(() => slides.first().evaluate((node) => node.getBoundingClientRect().right)).toBeLessThan(
      (await carousel.boundingBox())!.x + 1,
    )
    // To the end: next turns disabled, previous goes back.
    for (let step = 0; step < 8 && (await next.isEnabled()); step += 1) await next.click()
    await expect(next).toBeDisabled()
    await expect(slides.last()).toBeInViewport()
    await expect.poll(() => rendered(7)).toBe(true)
    await prev.click()
    await expect(next).toBeEnabled()
  })
}

test('pagination in route mode: real links that work without JavaScript, page 1 leaves the parameter out (PAGINATION-01)', { tag: '@desktop' }, async ({
  browser,
}) => {
  // /trainers: 12 trainers, 8 a page. The window of ±2 pages is proven by page-window.test.ts.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const firstTrainer = () => page.locator('main a[href^="/en/trainers/"]').first().getAttribute('href')
  try {
    await page.goto('/en/trainers?page=2')
    const nav = page.getByRole('navigation', { name: message('en', 'pagination.label') })
    await expect(nav.locator('[aria-current="page"]')).toContainText('2')
    const pageOne = nav.getByRole('link', { name: pageLabel('en', 1), exact: true })
    await expect(pageOne).toHaveAttribute('href', '/en/trainers')
    await expect(nav.getByRole('link', { name: message('en', 'pagination.next') })).toHaveCount(0)
    const onPageTwo = await firstTrainer()
    await pageOne.click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/trainers' && url.search === '')
    await expect(nav.locator('[aria-current="page"]')).toContainText('1')
    expect(await firstTrainer()).not.toBe(onPageTwo)
    await nav.getByRole('link', { name: message('en', 'pagination.next') }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
  } finally {
    await context.close()
  }
})

test('share without native sharing: a menu that closes on Esc and outside clicks, copy with a toast, a 560×340 popup (SHARE-02, 03)', async ({
  page,
  context,
}) => {
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.route(/^https:\/\/(t\.me|api\.whatsapp\.com|vk\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>share</title><main>share</main></html>' }),
  )
  await page.addInitScript(() => {
    // The desktop and phone projects both run Chromium; make sure the fallback menu is what is tested here.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  const event = await firstEvent(page)
  await page.goto(`/en/events/i/${event.slug}`)
  const button = await hydrated(page.locator('.event-banner').getByRole('button', { name: message('en', 'share.button') }))
  const menu = page.getByRole('group', { name: message('en', 'share.menu') })

  await button.click()
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  await button.click()
  await page.locator('h1').click()
  await expect(menu).toBeHidden()

  await button.click()
  await menu.getByRole('button', { name: message('en', 'share.copy') }).click()
  await expect(page.getByText(message('en', 'share.copied'))).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  await button.click()
  const popupOpened = page.waitForEvent('popup')
  await menu.getByRole('link', { name: message('en', 'share.network').replace('{network}', 'Telegram') }).click()
  const popup = await popupOpened
  expect(popup.url()).toContain(`https://t.me/share/url?url=${encodeURIComponent(page.url())}`)
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))
  expect(size.width).toBeLessThanOrEqual(560)
  expect(size.height).toBeLessThanOrEqual(340)
  await popup.close()
  await expect(menu).toBeHidden()
})

test('share with native sharing uses the device sheet and no menu (SHARE-01)', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = []
    ;(window as unknown as { shareCalls: ShareData[] }).shareCalls = calls
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        calls.push(data)
        return Promise.resolve()
      },
      configurable: true,
    })
  })
  const event = await firstEvent(page)
  await page.goto(`/ky/events/i/${event.slug}`)
  const button = await hydrated(page.locator('.event-banner').getByRole('button', { name: message('ky', 'share.button') }))
  await button.click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
    .toEqual([{ url: page.url(), title: await page.locator('h1').textContent() }])
  await expect(page.getByRole('group', { name: message('ky', 'share.menu') })).toBeHidden()
})

/** What a visitor sees of a section's 'watch all' link, its height as a tap target, and its section's title. */
function sectionHeadLook(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element)
    const title = element.closest('section')!.querySelector('h2')!
    const titleStyle = getComputedStyle(title)
    return {
      link: { color: style.color, weight: style.fontWeight, underline: style.textDecorationLine, arrow: element.querySelector('svg') !== null },
      // in Blink's layout units (1/64 px): the rect's float can read 43.99997 for a 44 px box
      height: Math.round(element.getBoundingClientRect().height * 64) / 64,
      title: { size: titleStyle.fontSize, weight: titleStyle.fontWeight },
    }
  })
}

/** The 'watch all' link of the section named by the title `titleKey` (events and reviews have one label). */
function sectionLink(page: Page, code: LanguageCode, titleKey: string, linkKey: string): Locator {
  return section(page, code, titleKey).getByRole('link', { name: message(code, linkKey), exact: true })
}

/** The looks of the links, after scrolling each into view (the sections below the fold render when near). */
async function sectionHeadLooks(page: Page, links: Locator[]) {
  const looks = []
  for (const link of links) {
    await link.scrollIntoViewIfNeeded()
    looks.push({ name: await link.textContent(), ...(await sectionHeadLook(link)) })
  }
  return looks
}

for (const { code, prefix } of LANGUAGES) {
  test(`section heads in ${code}: every 'watch all' link looks alike and is a 44 px target; the reviews' title is sized like the page's other section titles (HOME-12, REVIEWS-11, TRAINER-07)`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`)
    const homeLinks = (['events', 'trainers', 'news', 'products'] as const)
      .map((section) => sectionLink(page, code, `home.${section}.title`, `home.${section}.all`))
      .concat(sectionLink(page, code, 'reviews.slider.title', 'reviews.slider.all'))
    const home = await sectionHeadLooks(page, homeLinks)

    await page.goto(`${prefix}/trainers/timur-aliev`)
    const trainerLinks = [
      page.getByRole('main').getByRole('link', { name: message(code, 'trainer.events.all'), exact: true }),
      sectionLink(page, code, 'reviews.slider.title', 'reviews.slider.all'),
    ]
    const trainer = await sectionHeadLooks(page, trainerLinks)

    for (const look of [...home, ...trainer]) {
      expect(look.link, `"${look.name}" looks like the others`).toEqual(home[0]!.link)
      expect(look.link.arrow, `"${look.name}" has the arrow`).toBe(true)
      expect(look.height, `"${look.name}" is a 44 px tap target`).toBeGreaterThanOrEqual(44)
    }
    for (const look of home) expect(look.title, `the title above "${look.name}" on home`).toEqual(home[0]!.title)
    expect(trainer[1]!.title, 'the reviews\' title on the trainer page').toEqual(trainer[0]!.title)
  })
}
