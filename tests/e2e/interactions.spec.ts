import { accessibilityFindings, expect, test } from './support/fixtures'
import { burgerButton, burgerPanel, openBurger, revealSwitches } from './support/header'
import { hydrated, isHydrated } from './support/interactive'
import { holdCatalogue, LANGUAGES, message } from './support/languages'

/* Interactions need the hydrated app: each one below does something only the client-side code can do. */

test('the currency switch stores the cookie and reloads showing the new currency (CURRENCY-02, CURRENCY-03)', async ({
  page,
  context,
}) => {
  // With JavaScript the click stores the cookie and reloads the same address; the no-JS fallback would go
  // through ?cur=… instead, so seeing that address would mean the page never hydrated.
  const fallbackRequests: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).searchParams.has('cur')) fallbackRequests.push(request.url())
  })
  await page.goto('/page/oferta')
  await revealSwitches(page, 'ru')
  const group = page.getByRole('group', { name: message('ru', 'switches.currency.label') }).filter({ visible: true })
  await expect(group.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true')

  const kgs = await hydrated(group.getByRole('button', { name: 'KGS' }))
  const reload = page.waitForEvent('load')
  await kgs.click()
  await reload

  expect(fallbackRequests).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/page/oferta')
  const cookie = (await context.cookies()).find((entry) => entry.name === 'currency')
  expect(cookie?.value).toBe('KGS')
  await revealSwitches(page, 'ru')
  const after = page.getByRole('group', { name: message('ru', 'switches.currency.label') }).filter({ visible: true })
  await expect(after.getByRole('button', { name: 'KGS' })).toHaveAttribute('aria-pressed', 'true')
  await expect(after.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'false')
})

test("the settings button shows itself pressed in its click's frame and its panel in the next; closing hides the panel at once (LAYOUT-01, issue 43.3)", { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/page/oferta')
  const toggle = await hydrated(page.getByRole('button', { name: message('ru', 'layout.settings.label') }).filter({ visible: true }))
  // What the page shows at the start of each frame after a click, until the panel's visibility changes (at most 10 frames).
  const framesAfterClick = () =>
    toggle.evaluate(async (button: HTMLButtonElement) => {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      if (!panel) throw new Error('the settings button controls no panel')
      const before = getComputedStyle(panel).visibility
      const frames: { expanded: string | null; visibility: string }[] = []
      button.click()
      for (let frame = 0; frame < 10; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        frames.push({ expanded: button.getAttribute('aria-expanded'), visibility: getComputedStyle(panel).visibility })
        if (frames.at(-1)?.visibility !== before) break
      }
      return frames
    })
  const opening = await framesAfterClick()
  expect(opening[0]).toEqual({ expanded: 'true', visibility: 'hidden' })
  expect(opening.at(-1)).toEqual({ expanded: 'true', visibility: 'visible' })
  await expect(page.getByRole('group', { name: message('ru', 'switches.currency.label') }).filter({ visible: true })).toHaveCount(1)
  const closing = await framesAfterClick()
  expect(closing).toEqual([{ expanded: 'false', visibility: 'hidden' }])
})

const LANGUAGE_STEPS = [
  { from: 'ru', fromPath: '/page/oferta', to: 'en', name: 'English', toPath: '/en/page/oferta', title: 'Public offer' },
  { from: 'en', fromPath: '/en/page/oferta', to: 'ky', name: 'Кыргызча', toPath: '/ky/page/oferta', title: 'Ачык оферта' },
  // The default language has no prefix (I18N-01, I18N-03: "the plain route for the default language").
  { from: 'ky', fromPath: '/ky/page/oferta', to: 'ru', name: 'Русский', toPath: '/page/oferta', title: 'Публичная оферта' },
] as const

for (const step of LANGUAGE_STEPS) {
  // Every direction at desktop width; at phone width (the switch in the burger panel) one.
  test(`the language switch opens the same page in ${step.to} from ${step.from} (I18N-03)`, { tag: step.from === 'ru' ? [] : ['@desktop'] }, async ({ page }) => {
    await page.goto(step.fromPath)
    await revealSwitches(page, step.from)
    const switcher = page.getByRole('navigation', { name: message(step.from, 'switches.language.label') }).filter({ visible: true })
    const link = await hydrated(switcher.getByRole('link', { name: step.name }))
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === step.toPath)
    await expect(page.locator('html')).toHaveAttribute('lang', step.to)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.title)
  })
}

test('the burger menu opens, and closes on navigation (LAYOUT-04, LAYOUT-05)', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/')
  const button = burgerButton(page, 'ru')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await openBurger(page, 'ru')
  const panel = burgerPanel(page, 'ru')
  const box = await panel.boundingBox()
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(728)

  await panel.getByRole('navigation', { name: message('ru', 'layout.menu.label') }).getByRole('link', {
    name: message('ru', 'layout.menu.contacts'),
  }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/contacts')
  await expect(panel).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the burger menu closes with its close button and with Escape (LAYOUT-05)', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/en')
  await openBurger(page, 'en')
  const panel = burgerPanel(page, 'en')
  await panel.getByRole('button', { name: message('en', 'layout.burger.close') }).click()
  await expect(panel).toBeHidden()
  await openBurger(page, 'en')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(burgerButton(page, 'en')).toBeFocused()
})

test('the burger panel is built by the browser, ready before the first tap, in the page\'s language before the whole catalogue has come (issue 43.3)', { tag: '@phone' }, async ({ page, request }) => {
  // The server sends the dialog without its content: no page pays for a menu that only narrow screens open.
  const html = await (await request.get('/en')).text()
  expect(html).toMatch(/<dialog class="burger-panel"[^>]*><\/dialog>/)
  const release = await holdCatalogue(page)
  try {
    await page.goto('/en')
    // Built once the page is idle, before any tap (the tap would also start the catalogue's load, held here).
    await expect(page.locator('.burger-panel__inner')).toHaveCount(1)
    await openBurger(page, 'en')
    const panel = burgerPanel(page, 'en')
    await expect(panel.getByRole('navigation', { name: message('en', 'layout.menu.label') }).getByRole('link', { name: message('en', 'layout.menu.contacts') })).toBeVisible()
    await expect(panel.getByRole('heading', { name: message('en', 'layout.footer.contacts') })).toBeVisible()
    await expect(panel.getByRole('group', { name: message('en', 'switches.currency.label') })).toBeVisible()
    await expect(panel).not.toContainText(/\b(layout|switches)\.[a-z_.]+/)
  } finally {
    release()
  }
})

test("a tap on the burger before its panel was built paints the pressed button first and builds the panel after its frame; the panel opens with its content (issue 43.3)", { tag: '@phone' }, async ({ page }) => {
  // No idle moment comes (a phone still busy after the load): the panel is not built before the tap.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
    window.cancelIdleCallback = () => {}
  })
  await page.goto('/')
  const button = await hydrated(burgerButton(page, 'ru'))
  await expect(page.locator('.burger-panel__inner')).toHaveCount(0)
  // What the tap's own task leaves: React's update of the tap is done once its microtasks have run.
  const afterTap = await button.evaluate(async (node: HTMLButtonElement) => {
    node.click()
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    return { expanded: node.getAttribute('aria-expanded'), panelContent: document.querySelectorAll('.burger-panel__inner').length }
  })
  expect(afterTap).toEqual({ expanded: 'true', panelContent: 0 })
  const panel = burgerPanel(page, 'ru')
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('navigation', { name: message('ru', 'layout.menu.label') }).getByRole('link', { name: message('ru', 'layout.menu.contacts') })).toBeVisible()
  await expect(panel.getByRole('button', { name: message('ru', 'layout.burger.close') })).toBeFocused()
})

test("the header's phone dropdown is built by the browser, ready before the first click, in the page's language before the whole catalogue has come (issue 43.3)", { tag: '@desktop' }, async ({ page, request }) => {
  const html = await (await request.get('/en')).text()
  expect(html).toMatch(/<div class="dropdown__panel header-phones__panel" id="[^"]+" hidden=""><\/div>/)
  const release = await holdCatalogue(page)
  try {
    await page.goto('/en')
    const header = page.locator('.site-header')
    await expect(header.locator('.header-phones__panel .phone-list')).toHaveCount(1)
    await (await hydrated(header.getByRole('button', { name: message('en', 'layout.phones.all') }))).click()
    await expect(header.getByText(message('en', 'layout.phones.region.KG'))).toBeVisible()
    await expect(header).not.toContainText(/\b(layout|switches)\.[a-z_.]+/)
  } finally {
    release()
  }
})

test('the burger menu opens at the first tap while its machine is still loading, and closes with Escape (issue 43.3)', { tag: '@phone' }, async ({ page }) => {
  // The machine's chunk is held: the tap opens the menu without waiting for it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/burger-menu\.machine-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await openBurger(page, 'ru')
  const panel = burgerPanel(page, 'ru')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(burgerButton(page, 'ru')).toHaveAttribute('aria-expanded', 'false')

  // Once the machine is there it takes over from the same state.
  release()
  await openBurger(page, 'ru')
  await panel.getByRole('button', { name: message('ru', 'layout.burger.close') }).click()
  await expect(panel).toBeHidden()
})

const EVENTS_LIST_PATH = '/api/client/events'
const eventsList = (url: URL) => url.pathname === EVENTS_LIST_PATH

for (const { code, prefix } of LANGUAGES) {
  test.describe(() => {
    // The second navigation below fails on purpose: its list request answers 500.
    test.use({ failsOnPurpose: [EVENTS_LIST_PATH] })

    test(`${code}: a slow navigation shows the progress bar and says so as a status; a failed one says it failed (ROUTE-15)`, { tag: '@desktop' }, async ({
      page,
    }) => {
      await page.goto(`${prefix}/events`)
      const bar = page.locator('.progress-bar')
      await expect(bar).toHaveAttribute('role', 'status')
      await expect(bar).toHaveText('')
      const formats = page.getByRole('group', { name: message(code, 'events.filters.format') })

      // The list request is held, so the navigation lasts past the 200 ms throttle while the test looks.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(eventsList, async (route) => {
        await held
        await route.fallback()
      })
      await (await hydrated(formats.getByRole('link', { name: message(code, 'events.format.ONLINE'), exact: true }))).click()
      await expect(bar).toHaveClass(/progress-bar--running/)
      await expect(bar).toHaveText(message(code, 'progress.loading'))
      // On screen, outside the page's landmarks: axe takes it as the status region it is.
      expect(await accessibilityFindings(page)).toEqual([])
      release()
      await expect(page).toHaveURL((url) => url.searchParams.get('format') === 'ONLINE')
      await expect(bar).toHaveText('')
      await expect(bar).toHaveClass(/progress-bar--idle/)

      await page.unroute(eventsList)
      await page.route(eventsList, (route) =>
        route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }),
      )
      await formats.getByRole('link', { name: message(code, 'events.format.OFFLINE'), exact: true }).click()
      await expect(bar).toHaveClass(/progress-bar--failed/)
      await expect(bar).toHaveText(message(code, 'progress.failed'))
      expect(await accessibilityFindings(page)).toEqual([])
    })
  })
}

test('a visitor who scrolls while the page is still hydrating stays where they scrolled (ROUTE-01)', async ({ page }) => {
  // The page's scripts wait until the visitor has scrolled, as on a slow phone.
  let release!: () => void
  const scrolled = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scrolled
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  release()
  await expect.poll(() => isHydrated(page.locator('a[href="#main"]').first()), { timeout: 20_000 }).toBe(true)
  // The router's first render in the browser has run its effects.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})
