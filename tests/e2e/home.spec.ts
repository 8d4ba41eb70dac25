import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated, isHydrated } from './support/interactive'
import { contentRendered } from './support/rendering'
import { LANGUAGES, message, section, type LanguageCode } from './support/languages'
import { INTL_WARM_UP_WAIT_MS } from '../../src/app-start'

/* The home page (HOME-01…12, OQ-13, OQ-18, OQ-19): its sections in order, each with the seed's content. */

/** HOME-01: the order of the sections. */
const SECTION_ORDER = ['hero', 'events', 'tags', 'promo', 'trainers', 'news', 'quiz', 'products', 'reviews']

/** The rows a home section shows, read from the API as the page's loader asks for them. */
async function apiRows<Row>(request: APIRequestContext, path: string, language: LanguageCode): Promise<{ rows: Row[]; count: number }> {
  const response = await request.get(`/api/client/${path}&language=${language}`)
  expect(response.status(), path).toBe(200)
  const body = (await response.json()) as { rows: Row[]; meta: { count: number } }
  return { rows: body.rows, count: body.meta.count }
}

const hrefOf = (link: Locator) => link.getAttribute('href')

for (const { code: language, prefix } of LANGUAGES) {
  test(`home in ${language}: sections in order with their content and links (HOME-01…12)`, async ({ page, request }, testInfo) => {
    const [events, tags, trainers, news, products] = await Promise.all([
      apiRows<{ title: string }>(request, 'events?event_mode=future&limit=8', language),
      apiRows<{ title: string }>(request, 'tags?order_by=-count&hide_empty=true&limit=10000', language),
      apiRows<{ full_name: string }>(request, 'trainers?order_by=-created&limit=4', language),
      apiRows<{ title: string; slug: string }>(request, 'news?order_by=-date_publication&limit=8', language),
      apiRows<{ title: string; slug: string; price: number; old_price: number | null }>(request, 'products?limit=16', language),
    ])
    await page.goto(prefix || '/')

    // HOME-01: every section, in the order of the spec; one h1 (the hero's), each section titled by an h2.
    await expect(page.locator('[data-home-section]')).toHaveCount(SECTION_ORDER.length)
    const order = await page.locator('[data-home-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')))
    expect(order).toEqual(SECTION_ORDER)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'home.hero.title'))

    // HOME-02: the hero's button leads to the events list; the video has a poster and a source that answer 200.
    const hero = page.locator('[data-home-section="hero"]')
    await expect(hero.getByRole('link', { name: message(language, 'home.hero.cta') })).toHaveAttribute('href', `${prefix}/events`)
    const video = hero.locator('video')
    await expect(video).toHaveAttribute('loop', '')
    await expect(video).toHaveAttribute('playsinline', '')
    const poster = await video.getAttribute('poster')
    const source = await video.locator('source').getAttribute('src')
    expect(poster).toMatch(/^\/media\/hero\/.+\.webp$/)
    expect(source).toMatch(/^\/media\/hero\/.+\.webm$/)
    for (const [file, type] of [
      [poster!, 'image/webp'],
      [source!, 'video/webm'],
    ] as const) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()['content-type']).toContain(type)
    }
    // The poster is the largest paint on phones: preloaded with high priority, and the video's own poster, so the
    // video's first frame is no later paint of its own.
    const preload = page.locator(`head link[rel="preload"][as="image"][href="${poster}"]`)
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
    await expect(hero.locator('img')).toHaveCount(0)

    // HOME-04: up to 8 future events, 'watch all' to /events; a grid on desktop, a slider on phones.
    const eventsBlock = section(page, language, 'home.events.title')
    const eventCards = eventsBlock.locator('article.event-card')
    expect(events.rows.length).toBeGreaterThan(1)
    await expect(eventCards).toHaveCount(Math.min(8, events.rows.length))
    await expect(eventCards.first()).toContainText(events.rows[0]!.title)
    expect(await hrefOf(eventsBlock.getByRole('link', { name: message(language, 'home.events.all') }))).toBe(`${prefix}/events`)
    // The cards' boxes read in one frame, until the block has its layout: the first rows of the page settle while
    // it hydrates (sections below the screen render as they near it), so a box read alone may be of a layout in flux.
    const layout = () =>
      eventCards.evaluateAll((cards) => {
        const [first, second, , , fifth] = cards.map((card) => card.getBoundingClientRect())
        return {
          // A grid: all four of the first row side by side, the fifth starts a second row.
          grid: second!.y === first!.y && fifth !== undefined && fifth.y > first!.y + first!.height - 1,
          // A slider: the second card waits to the right of the first, off the 375 px screen.
          slider: Math.abs(second!.y - first!.y) < 0.5 && second!.x >= first!.x + first!.width,
        }
      })
    await expect.poll(async () => (await layout())[testInfo.project.name === 'desktop' ? 'grid' : 'slider']).toBe(true)

    // HOME-05, OQ-13: the theme row's links filter the events list by `theme`.
    const themes = eventsBlock.getByRole('navigation', { name: message(language, 'home.events.themes_label') }).getByRole('link')
    await expect(themes).toHaveCount(15)
    expect(await hrefOf(themes.first())).toBe(`${prefix}/events?theme=BUSINESS`)
    for (const href of await themes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${prefix}/events\\?theme=[A-Z_]+$`))
    }

    // HOME-06, HOME-07, OQ-19: the 24 most used tags, then 'more (N)' shows the other N and goes away.
    const cloud = section(page, language, 'home.tags.title')
    const tagLinks = cloud.getByRole('link')
    expect(tags.count).toBeGreaterThan(24)
    await expect(tagLinks).toHaveCount(24)
    await expect(tagLinks.first()).toHaveText(tags.rows[0]!.title)
    expect(await hrefOf(tagLinks.first())).toMatch(new RegExp(`^${prefix}/tags/[a-z0-9-]+$`))
    const more = await hydrated(cloud.getByRole('button', { name: message(language, 'home.tags.more').replace('{count}', String(tags.count - 24)) }))
    await more.click()
    await expect(tagLinks).toHaveCount(tags.count)
    await expect(more).toHaveCount(0)
    await expect(tagLinks.nth(24)).toBeFocused()
    await expect(tagLinks.last()).toHaveText(tags.rows[tags.count - 1]!.title)

    // The 'two lessons' promo leads to the schedule.
    const promo = section(page, language, 'home.promo.title')
    expect(await hrefOf(promo.getByRole('link', { name: message(language, 'home.promo.cta') }))).toBe(`${prefix}/events`)

    // HOME-08, OQ-18: the 4 newest trainers, and 'all' to /trainers.
    const trainersBlock = section(page, language, 'home.trainers.title')
    await expect(trainersBlock.locator('article.trainer-card')).toHaveCount(4)
    await expect(trainersBlock.getByRole('heading', { level: 3 })).toHaveText(trainers.rows.map((trainer) => trainer.full_name))
    expect(await hrefOf(trainersBlock.getByRole('link', { name: message(language, 'home.trainers.all') }))).toBe(`${prefix}/trainers`)

    // HOME-09, NEWS-04: 8 news, newest first, linking to their pages, texts at most 125 characters.
    const newsBlock = section(page, language, 'home.news.title')
    const newsCards = newsBlock.locator('article.news-card')
    await expect(newsCards).toHaveCount(8)
    await expect(newsBlock.getByRole('heading', { level: 3 })).toHaveText(news.rows.map((item) => item.title))
    expect(await hrefOf(newsCards.first().getByRole('link'))).toBe(`${prefix}/news/${news.rows[0]!.slug}`)
    for (const text of await newsBlock.locator('.news-card__text').allTextContents()) expect(text.length).toBeLessThanOrEqual(125)

    // HOME-10: the quiz button opens the form modal (tests/e2e/lead-forms.spec.ts opens it).
    const quiz = section(page, language, 'home.quiz.title')
    await expect(quiz.getByRole('button', { name: message(language, 'home.quiz.cta') })).toHaveAttribute('aria-haspopup', 'dialog')

    // HOME-11, SHOP-06: 16 products with 'all' to /shop; a product on sale wears the sale sticker.
    const productsBlock = section(page, language, 'home.products.title')
    await expect(productsBlock.locator('article.product-card')).toHaveCount(Math.min(16, products.count))
    expect(await hrefOf(productsBlock.getByRole('link', { name: message(language, 'home.products.all') }))).toBe(`${prefix}/shop`)
    const onSale = products.rows.find((product) => product.old_price !== null && product.price < product.old_price)
    expect(onSale, 'the seed has a product on sale').toBeTruthy()
    const saleCard = productsBlock.locator('article.product-card').filter({ hasText: onSale!.title })
    await expect(saleCard.locator('.product-card__sticker--sale')).toHaveText(message(language, 'cards.product.sticker.sale'))
    expect(await hrefOf(saleCard.getByRole('link', { name: onSale!.title }))).toBe(`${prefix}/shop/${onSale!.slug}`)

    // HOME-12: the random reviews slider.
    const reviewsBlock = section(page, language, 'reviews.slider.title')
    expect(await reviewsBlock.locator('article.review-card').count()).toBeGreaterThan(0)
  })
}

test.describe('with the data saver off (the suite keeps it on: support/fixtures.ts)', () => {
  test.use({ saveData: false })

  test('the hero video plays after the page loads, and only the poster shows with reduced motion (HOME-02)', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/')
    const video = page.locator('.hero video')
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => !node.paused && node.currentTime > 0), { timeout: 15_000 }).toBe(true)
    await expect(video).toHaveAttribute('autoplay', '')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute('poster', /hero-poster\.webp$/)
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    expect(await video.evaluate((node: HTMLVideoElement) => node.paused && node.networkState !== HTMLMediaElement.NETWORK_LOADING)).toBe(true)
  })

  test('the largest paint on a phone is the hero poster, and the video starting adds no later one (HOME-02)', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      const entries: string[] = []
      Object.assign(window, { largestPaints: entries })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) entries.push(entry.url || entry.element?.tagName || '')
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto('/')
    const video = page.locator('.hero video')
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => !node.paused && node.currentTime > 0.5), { timeout: 15_000 }).toBe(true)
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints)
    expect(paints.at(-1)).toMatch(/\/media\/hero\/hero-poster\.webp$/)
  })
})

test('with the data saver on, only the poster shows and the video fetches nothing (HOME-02)', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/')
  const video = page.locator('.hero video')
  await expect(video).toHaveAttribute('poster', /hero-poster\.webp$/)
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  expect(await video.evaluate((node: HTMLVideoElement) => node.paused && node.currentTime === 0 && node.networkState !== HTMLMediaElement.NETWORK_LOADING)).toBe(true)
})

test('the hero’s text shows in its first paint: nothing in it fades or slides in (HOME-02, issue 4)', async ({ page }) => {
  // An entrance animation kept the heading and the buttons invisible for up to a second after the first paint, and
  // drew a frame every 16 ms while a phone was starting the app.
  await page.goto('/', { waitUntil: 'commit' })
  const hero = page.locator('.hero__inner')
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await hero.evaluate((inner) => inner.getAnimations({ subtree: true }).length)).toBe(0)
  expect(await hero.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).opacity)).toBe('1')
})

test('the hero video stands where it ends up while the page is still streaming in (HOME-02, issue 4)', async ({ page }) => {
  // A page streams: the browser paints what has arrived. The video is positioned from the bottom of the hero, whose
  // height its text gives, so the text comes first in the markup; a page cut right after the video then already
  // holds everything that places it, and the video never jumps into view (a layout shift of about 0.4 on a phone).
  const html = await (await page.request.get('/')).text()
  const cut = html.slice(0, html.indexOf('</video>') + '</video>'.length)
  await page.route(
    (url) => url.searchParams.has('streamed-up-to-the-video'),
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: cut }),
  )
  await page.goto('/?streamed-up-to-the-video')
  const whileStreaming = await page.locator('.hero video').boundingBox()
  await page.goto('/')
  const whenComplete = await page.locator('.hero video').boundingBox()
  expect(whileStreaming).toEqual(whenComplete)
})

/** The built entry and the Intl warm-up worker, which the start script asks for (worker/ssr/start-script.ts). */
const ENTRY_SCRIPT = /\/assets\/entry-client-[^/]+\.js$/
const WARM_UP_SCRIPT = /\/assets\/intl-warm-up\.worker-[^/]+\.js$/

/** The built scripts the page has fetched so far, each with the moment it was asked for. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((resource) => /\/assets\/[^/]+\.js$/.test(resource.name))
      .map((resource) => ({ url: resource.name, requestedAt: resource.startTime })),
  )
const fetched = async (page: Page, script: RegExp) => (await fetchedScripts(page)).find(({ url }) => script.test(url))

test('the app’s script is asked for after the page has painted, and the page then hydrates (issue 4)', { tag: '@desktop' }, async ({ page }) => {
  // When the page's first frame was rendered (its animation-frame callbacks run just before it is painted; the
  // paint timing entries carry the later moment the frame reached the screen).
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }))
  })
  await page.goto('/')
  // The entry module is requested once the page has painted (worker/ssr/start-script.ts).
  const timing = async () => {
    const firstFrameAt = await page.evaluate(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt)
    const entry = await fetched(page, ENTRY_SCRIPT)
    return firstFrameAt !== undefined && entry ? { firstFrameAt, entryRequested: entry.requestedAt } : null
  }
  await expect.poll(timing).not.toBeNull()
  const { firstFrameAt, entryRequested } = (await timing())!
  expect(entryRequested).toBeGreaterThan(firstFrameAt)
  // The Intl warm-up worker was started alongside it (its script's timing entry appears once the script has loaded,
  // which on a busy machine can be after the entry's).
  await expect.poll(() => fetched(page, WARM_UP_SCRIPT)).toBeTruthy()
  const warmUp = await fetched(page, WARM_UP_SCRIPT)
  await hydrated(page.locator('.site-header a').first())
  // The entry's whole static module graph is that one file (vite.config.ts): it imports nothing but the bundler's
  // runtime, where it had some twenty small chunks, a request and a task each on a phone; the warm-up worker's
  // script imports nothing at all, so the worker never loads the app.
  const entry = (await fetched(page, ENTRY_SCRIPT))!
  expect(importedChunks(await (await page.request.get(entry.url)).text())).toEqual([expect.stringMatching(/^\.\/rolldown-runtime-[^/]+\.js$/)])
  expect(importedChunks(await (await page.request.get(warmUp!.url)).text())).toEqual([])
})

test('the start script starts the app and the Intl warm-up worker once; the app uses Intl after the worker answered or its wait ran out (issue 4)', { tag: '@desktop' }, async ({ page }) => {
  // Each worker the page starts, and when it answered; when the app first asked Intl for its supported locales
  // (createIntl does, src/i18n/intl.tsx).
  await page.addInitScript(() => {
    const record = { workers: 0, answeredAt: [] as number[], firstIntlUseAt: null as number | null }
    Object.assign(window, { startRecord: record })
    const PageWorker = window.Worker
    window.Worker = class extends PageWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args)
        record.workers += 1
        this.addEventListener('message', () => record.answeredAt.push(performance.now()))
      }
    }
    const supportedLocalesOf = Intl.NumberFormat.supportedLocalesOf
    Intl.NumberFormat.supportedLocalesOf = (...args) => {
      record.firstIntlUseAt ??= performance.now()
      return supportedLocalesOf(...args)
    }
  })
  // The worker's script arrives late, as on a busy phone: well after the entry.
  await page.route(WARM_UP_SCRIPT, async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 250))
    await route.fulfill({ response })
  })
  await page.goto('/')
  await hydrated(page.locator('.site-header a').first())
  const record = await page.evaluate(() => (window as unknown as { startRecord: { workers: number; answeredAt: number[]; firstIntlUseAt: number } }).startRecord)
  const entryArrivedAt = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) => /\/assets\/entry-client-[^/]+\.js$/.test(resource.name))!
        .responseEnd,
  )
  // TanStack Router's client adds the inline start script once more on hydration; it starts nothing again (the
  // entry is imported once, issue 41: the script imports the page's entry and calls its start).
  expect(record.workers).toBe(1)
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').filter((resource) => /\/assets\/entry-client-[^/]+\.js$/.test(resource.name)).length),
  ).toBe(1)
  expect(record.answeredAt).toHaveLength(1)
  // The app waited (src/app-start.ts): for the answer, or for as long as it waits at the most after its entry came.
  expect(record.firstIntlUseAt).toBeGreaterThan(Math.min(record.answeredAt[0]!, entryArrivedAt + INTL_WARM_UP_WAIT_MS))
})

/** The chunks a built script imports statically (`import{…}from"./x.js"`, `import"./x.js"`), not its dynamic imports. */
function importedChunks(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+)["']/g)].map((match) => match[1]!)
}

test('a page’s head preloads the scripts of its routes, so none waits for the entry to ask for it (issue 4)', async ({ page }) => {
  for (const path of ['/', '/events', '/page/oferta']) {
    await page.goto(path)
    await hydrated(page.locator('.site-header a').first())
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href))
    const loaded = (await fetchedScripts(page)).map(({ url }) => url)
    // The entry and the warm-up worker are asked for by the start script; every other script of the page's start
    // was in the head, fetched alongside them.
    const late = loaded.filter((url) => !preloaded.includes(url) && !ENTRY_SCRIPT.test(url) && !WARM_UP_SCRIPT.test(url))
    expect(late, path).toEqual([])
    expect(loaded.length, path).toBeGreaterThan(2)
  }
})

test('the sections after the first screen are rendered only when they come near the viewport (issue 4)', async ({ page }) => {
  await page.goto('/')
  // What a section holds is skipped (not styled, laid out or painted) while the section is far from the viewport;
  // the browser renders those within some distance of it, so only the last ones are far enough at every width.
  const sectionRendered = (name: string) => contentRendered(page.locator(`[data-home-section="${name}"] > *`))
  expect(await sectionRendered('hero')).toBe(true)
  expect(await sectionRendered('events')).toBe(true)
  for (const far of ['products', 'reviews']) expect(await sectionRendered(far), far).toBe(false)
  // Skipped content stays in the accessibility tree: the products section is found by its name.
  const products = section(page, 'ru', 'home.products.title')
  await expect(products.getByRole('heading', { level: 2 })).toHaveText(message('ru', 'home.products.title'))
  await products.scrollIntoViewIfNeeded()
  await expect.poll(() => sectionRendered('products')).toBe(true)
})

test("the footer block of links and contacts is rendered only when it comes near the viewport, the footer's background always (issue 4)", async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('.site-footer')
  const blockRendered = () => contentRendered(footer.locator('.site-footer__main'))
  expect(await blockRendered()).toBe(false)
  // The footer itself is rendered, so contrast checks see its light text on the night background.
  expect(await footer.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
  expect(await footer.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  // Skipped content stays in the accessibility tree: the footer's navigation and its links are found by name.
  const navigation = page.getByRole('navigation', { name: message('ru', 'layout.footer.navigation') })
  await expect(navigation.getByRole('link').first()).toBeAttached()
  await navigation.scrollIntoViewIfNeeded()
  await expect.poll(blockRendered).toBe(true)
  await expect(navigation.getByRole('link').first()).toBeVisible()
})

test("while skipped, the footer block holds about the height it takes when rendered, from a 320 px phone to a wide desktop (issue 4)", { tag: '@desktop' }, async ({ context }) => {
  // The viewport is set here, width by width: the link columns change in number with the width, and so does the height.
  for (const width of [320, 375, 480, 600, 768, 1024, 1440]) {
    // A new tab for each width: going to the same address again would restore the scroll position, near the end.
    const tab = await context.newPage()
    await tab.setViewportSize({ width, height: 800 })
    await tab.goto('/')
    const block = tab.locator('.site-footer__main')
    expect(await contentRendered(block), `${width} px: skipped at first`).toBe(false)
    const skipped = (await block.boundingBox())!.height
    // Scrolled to again while waiting: a section above that renders on the way may push the block down.
    await expect
      .poll(async () => {
        await block.scrollIntoViewIfNeeded()
        return contentRendered(block)
      })
      .toBe(true)
    const rendered = (await block.boundingBox())!.height
    await tab.close()
    // Within 60 px, so the page's length barely changes and nothing on screen moves when the block renders.
    expect(Math.abs(rendered - skipped), `${width} px: ${skipped} px skipped, ${rendered} px rendered`).toBeLessThanOrEqual(60)
  }
})

test('the sections after the first screen are hydrated when they come near the viewport, or at once when the visitor reaches into one (issue 4)', async ({ page }) => {
  await page.goto('/')
  await hydrated(page.locator('.site-header a').first())
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
  const products = section(page, 'ru', 'home.products.title')
  const reviews = section(page, 'ru', 'reviews.slider.title')
  // A card's 'read all' or video button (REVIEWS-06, REVIEWS-09): whichever the first cards have, it opens a dialog.
  const opener = reviews.locator('button[aria-haspopup="dialog"]').first()
  // The page has hydrated; the last sections are still the server's HTML, shown but not hydrated.
  expect(await isHydrated(products.getByRole('button', { name: message('ru', 'carousel.next') }))).toBe(false)
  expect(await isHydrated(opener)).toBe(false)
  // A click on a part that is still the server's, without scrolling to it first (no chance to hydrate on the
  // way): React hydrates it on the spot and the click does what it should (its modal opens).
  await opener.dispatchEvent('click')
  await expect(page.getByRole('dialog')).toBeVisible()
  // That first interaction hydrates the rest too: the products' arrows are live.
  await expect.poll(() => isHydrated(products.getByRole('button', { name: message('ru', 'carousel.next') }))).toBe(true)
})

test('a navigation the app makes on arrival, with no interaction, hydrates the sections still waiting instead of waiting for them (issue 4, AUTH-11)', async ({ page }) => {
  // A mailed link's keys (`?login`, `?reset_password…`) open the auth modal, and the app then cleans the address with
  // a navigation. Its render reaches the sections still waiting to hydrate, and React held it, with whatever shared
  // its commit, until the visitor scrolled or touched the page: the reset link's modal sometimes stayed empty.
  await page.goto('/?login')
  await expect(page.getByRole('dialog', { name: message('ru', 'auth.login.title') })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const next = section(page, 'ru', 'home.products.title').getByRole('button', { name: message('ru', 'carousel.next') })
  await expect.poll(() => isHydrated(next)).toBe(true)
})

test('a section below the first screen is hydrated as it comes near the viewport, before the visitor reaches it (issue 4)', async ({ page }) => {
  await page.goto('/')
  await hydrated(page.locator('.site-header a').first())
  await page.waitForLoadState('load')
  const next = section(page, 'ru', 'home.products.title').getByRole('button', { name: message('ru', 'carousel.next') })
  expect(await isHydrated(next)).toBe(false)
  // Scrolling is not an interaction that hydrates everything: what comes near is hydrated.
  await hydrated(next)
})

test('a carousel reads no layout while its section is skipped, and its arrows follow the track once it is shown (issue 4)', async ({ page }) => {
  // Every read of a carousel track's size or scroll position while the browser skips the track (content-visibility):
  // each one would force the style and layout of the skipped section in the task that made it.
  await page.addInitScript(() => {
    const skippedReads: string[] = []
    Object.assign(window, { skippedReads })
    for (const property of ['scrollWidth', 'clientWidth', 'scrollLeft'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, property)!
      Object.defineProperty(Element.prototype, property, {
        ...descriptor,
        get(this: Element) {
          // The app's reads (its scripts are under /assets/), not those of Playwright's own trace snapshots.
          const byTheApp = /\/assets\//.test(new Error().stack ?? '')
          if (byTheApp && this.classList.contains('carousel__viewport') && !this.checkVisibility({ contentVisibilityAuto: true })) skippedReads.push(property)
          return descriptor.get!.call(this)
        },
      })
    }
  })
  await page.goto('/')
  await hydrated(page.locator('.site-header a').first())
  const products = section(page, 'ru', 'home.products.title')
  const next = products.getByRole('button', { name: message('ru', 'carousel.next') })
  const previous = products.getByRole('button', { name: message('ru', 'carousel.previous') })
  // The app has started and rendered its effects; the products section is still far below and skipped.
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  expect(await page.evaluate(() => (window as unknown as { skippedReads: string[] }).skippedReads)).toEqual([])
  // Shown, the track is read from its layout: more products than fit, at the start.
  await products.scrollIntoViewIfNeeded()
  await expect(next).toBeEnabled()
  await expect(previous).toBeDisabled()
  // Scrolled to its end (as a finger or a trackpad does, without embla), the arrows follow.
  await products.locator('.carousel__viewport').evaluate((track) => track.scrollTo({ left: track.scrollWidth }))
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
})

test('on a 320 px phone every button of the home page holds its label inside its padding (HOME-10, issue 4)', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const buttons = page.locator('main .button')
  expect(await buttons.count()).toBeGreaterThan(0)
  for (const button of await buttons.all()) {
    await button.scrollIntoViewIfNeeded()
    // What the button holds (label and icon) against the room inside its padding.
    const { label, content, room } = await button.evaluate((node) => {
      const style = getComputedStyle(node)
      const range = document.createRange()
      range.selectNodeContents(node)
      return {
        label: node.textContent?.trim(),
        content: Math.round(range.getBoundingClientRect().width),
        room: Math.round(node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)),
      }
    })
    expect(content, `"${label}": ${content} px in ${room}`).toBeLessThanOrEqual(room)
  }
})
