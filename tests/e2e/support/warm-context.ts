import type { Browser, BrowserContext, Page, PlaywrightTestOptions } from '@playwright/test'

/**
 * One browser context per Playwright worker and width, reset between tests, with a page that keeps the site's renderer
 * process alive. A fresh context per test starts a fresh renderer that parses, compiles and runs the app's scripts
 * cold: measured on this 2-core machine, a page that hydrates in about 1 s in a warm process takes over 2 s in a cold
 * one. Each test still gets a new page (its own tab: history, sessionStorage), and leaves no cookies, storage,
 * permissions or routes behind. The HTTP cache stays, as a returning visitor's would: it keeps the build's assets
 * (hashed names, `immutable`), while pages (`private, no-cache`) and API answers (no validators) are fetched anew
 * each time; a test that routes requests gets no cache at all for its page (Playwright turns it off).
 */
export interface WarmContext {
  context: BrowserContext
  /** The page that keeps the renderer process of the site alive; never handed to a test. */
  keeper: Page
  /** Where the tests' pages have been, so their storage can be cleared. */
  origins: Set<string>
}

type ContextUse = Partial<Pick<PlaywrightTestOptions, 'viewport' | 'userAgent' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor' | 'locale' | 'baseURL'>>

export async function openWarmContext(browser: Browser, use: ContextUse): Promise<WarmContext> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale, baseURL } = use
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale, baseURL })
  const origins = new Set<string>()
  context.on('request', (request) => {
    if (request.isNavigationRequest()) origins.add(new URL(request.url()).origin)
  })
  const keeper = await context.newPage()
  // A small document of the site: its process stays, the app's scripts never run in it.
  await keeper.goto('/robots.txt')
  return { context, keeper, origins }
}

/** Back to a context as a new test expects it: only the keeper open, no cookies, storage, permissions or routes. */
export async function resetWarmContext({ context, keeper, origins }: WarmContext): Promise<void> {
  await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()))
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  await context.clearPermissions()
  const session = await context.newCDPSession(keeper)
  for (const origin of origins) {
    if (!origin.startsWith('http')) continue
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems' })
  }
  await session.detach()
  origins.clear()
}
