import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { CHECKED_ROUTES_ENV, claimRouteCheck } from './route-checks'
import { axeViolations } from './axe-runner'
import { AXE_TAGS, TEXT_DEPENDENT_RULES } from './axe-rules'
import { accessibilityCheckKey, isTranslationPath } from './route-of-path'
import { openWarmContext, resetWarmContext, type WarmContext } from './warm-context'

export { expect }

interface Finding {
  url: string
  rule: string
  impact: string | null | undefined
  help: string
  targets: string[]
  /** axe's reasons, each once (for color-contrast: the colours it read and the ratio), so that a failure seen once in CI says what axe saw. */
  why: string[]
}

/**
 * axe's violations of the page (support/axe-runner.ts: axe's own run in the page, as `@axe-core/playwright` ran it in
 * legacy mode): every rule of `AXE_TAGS`, or with `rules: 'texts'` only those whose result depends on the language
 * (support/axe-rules.ts `TEXT_DEPENDENT_RULES`).
 */
export async function accessibilityFindings(page: Page, rules: 'all' | 'texts' = 'all'): Promise<Finding[]> {
  await page.waitForLoadState('load')
  // Every section at rest, as reduced motion shows it: one still rising in (LAYOUT-11) would be checked half transparent.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Every part rendered: axe scrolls to a node and reads what lies under it at once, before a part that
  // `content-visibility: auto` skipped (the footer, far below on a phone) has painted, and then finds no background.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  // And restyled before axe reads it: a subtree the browser skipped keeps the styles it had when it was skipped until
  // a frame renders it. Read at once, the footer's texts once came out in the browser's defaults (black, #0000ee links)
  // on the footer's own navy, which lies outside the skipped part: a contrast failure of nothing a visitor sees (CI, a
  // phone, `/shop`; and `/admin/media` two sessions before).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  const violations = await axeViolations(page, rules === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: TEXT_DEPENDENT_RULES })
  return violations.map((violation) => ({
    url: page.url(),
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    why: [...new Set(violation.nodes.map((node) => node.failureSummary ?? ''))].filter(Boolean),
  }))
}

const withoutHash = (url: string) => url.split('#')[0] ?? url

/** A path of `failsOnPurpose`: exact, or ending in `*` for every path it starts (an address with a new order's uuid). */
const failsOn = (path: string, pathname: string) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path)

/**
 * Every test gets an axe check of every page it opened, without asking for it, once per route and width in Russian and
 * once per route in English and Kyrgyz: the page as the test left it, then each other route the tab navigated to,
 * reopened in the same browser context (same cookies and storage). A route is one route of the app in one language
 * (support/route-of-path.ts): `/events?theme=x` and `/events?page=2`, or `/shop/a` and `/shop/b`, render the same page
 * with other rows. In Russian every rule of `AXE_TAGS` runs, at both widths: what the width changes (the layout, the
 * menus, the targets' sizes) and what no language changes (colours and contrast, landmarks, heading order, roles).
 * In English and Kyrgyz only the rules whose result depends on the language run (support/axe-rules.ts
 * `TEXT_DEPENDENT_RULES`: names and labels, alt texts and titles, `lang`, empty headings), once a language, at the width
 * whose test reaches the route first (support/route-of-path.ts `accessibilityCheckKey`); the rest would judge the
 * same components with the same CSS again (issue 43). The page a test ends on counts with the dialog open on it, so
 * each dialog is checked too. A test that already failed
 * is not checked again. The first test of the run to reach a route checks it, whichever worker runs it
 * (support/route-checks.ts); a retry checks its routes again.
 */

function claimCheck(testInfo: TestInfo, key: string): Promise<boolean> {
  const folder = process.env[CHECKED_ROUTES_ENV]
  if (!folder) throw new Error(`${CHECKED_ROUTES_ENV} is unset: run the suite with tests/e2e/playwright.config.ts (its globalSetup)`)
  return testInfo.retry > 0 ? Promise.resolve(true) : claimRouteCheck(folder, key)
}

/** Every rule in Russian, the language-dependent ones in English and Kyrgyz (the fixture's comment above). */
const rulesFor = (url: string) => (isTranslationPath(new URL(url).pathname) ? 'texts' : 'all')

/** The accessible name (or the text) of the modal dialog open on the page; '' when none is. */
function openDialog(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]')
    if (!dialog) return ''
    const labelledBy = dialog.getAttribute('aria-labelledby')
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute('aria-label')
    return `dialog: ${(label ?? dialog.textContent ?? '').trim().slice(0, 80)}`
  })
}

/** A new tab of the context, with the data saver on when `saveData` (the fixture option below). */
async function newPage(context: BrowserContext, saveData: boolean): Promise<Page> {
  const page = await context.newPage()
  if (saveData) {
    await page.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection
      if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true })
    })
  }
  return page
}

export const test = base.extend<{ accessibility: void; browserErrors: void; failsOnPurpose: string[]; saveData: boolean }, { warmContext: WarmContext }>({
  /** The worker's context for its width (support/warm-context.ts): new pages hydrate in a warm renderer process. */
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const warm = await openWarmContext(browser, workerInfo.project.use)
      await use(warm)
      await warm.context.close()
    },
    { scope: 'worker' },
  ],
  /** Each test gets the warm context as a new one would be, and it is reset after the test. */
  context: async ({ warmContext }, use) => {
    await use(warmContext.context)
    await resetWarmContext(warmContext)
  },
  /**
   * The browser's data saver (`navigator.connection.saveData`), on unless a test turns it off. The site's only use of
   * it is the home hero: with it on, the poster shows and the video never plays (HOME-02). A playing hero video cost
   * Chromium about 0.4 s of CPU a second for as long as a test kept the home page open, time every other test on the
   * 2-core machine lost; the tests of the video itself run with `test.use({ saveData: false })`.
   */
  saveData: [true, { option: true }],
  page: async ({ context, saveData }, use) => {
    await use(await newPage(context, saveData))
  },
  /**
   * Paths of API requests a test answers with an error on purpose (a failed order, a failed navigation): the
   * browser's own "Failed to load resource" line for them is expected, and so is the router's report of the
   * ApiRequestError when a route's loader fails with it; a path ending in `*` covers the paths it starts. Set it with
   * `test.extend` or `test.use`.
   */
  failsOnPurpose: [[], { option: true }],
  /**
   * A page that throws, fails to hydrate (React reports hydration mismatches as console errors), sends a header
   * the browser cannot parse or has a script blocked by the CSP fails its test. The browser's own "Failed to load resource" line for a page the
   * test opened on purpose (a 404 page) or for a request it fails on purpose is not an error of the page.
   */
  browserErrors: [
    async ({ page, failsOnPurpose }, use) => {
      const errors: string[] = []
      const documents = new Set<string>()
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) documents.add(withoutHash(frame.url()))
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      page.on('console', (entry) => {
        // Chromium reports a header it cannot parse (an unknown Permissions-Policy feature) as a warning.
        if (entry.type() === 'warning' && entry.text().startsWith('Error with ')) errors.push(`header warning: ${entry.text()}`)
        if (entry.type() !== 'error') return
        const source = withoutHash(entry.location().url)
        const expected = documents.has(source) || (source.startsWith('http') && failsOnPurpose.some((path) => failsOn(path, new URL(source).pathname)))
        if (entry.text().startsWith('Failed to load resource') && expected) return
        if (entry.text().startsWith('ApiRequestError: ') && failsOnPurpose.length > 0) return
        errors.push(`console.error at ${source}: ${entry.text()}`)
      })
      await use()
      expect(errors, 'errors in the browser').toEqual([])
    },
    { auto: true },
  ],
  accessibility: [
    async ({ page, context, saveData }, use, testInfo) => {
      const visited = new Set<string>()
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(withoutHash(frame.url()))
      })
      await use()
      if (testInfo.status !== testInfo.expectedStatus || visited.size === 0) return

      const findings: Finding[] = []
      const current = withoutHash(page.url())
      if (current.startsWith('http')) {
        if (await claimCheck(testInfo, accessibilityCheckKey(testInfo.project.name, current, await openDialog(page)))) {
          findings.push(...(await accessibilityFindings(page, rulesFor(current))))
        }
      }
      for (const url of visited) {
        if (withoutHash(url) === current || !(await claimCheck(testInfo, accessibilityCheckKey(testInfo.project.name, url)))) continue
        const other = await newPage(context, saveData)
        // Dialogs (window.confirm on /_test) are dismissed: checking a page must not change stored state.
        other.on('dialog', (dialog) => void dialog.dismiss())
        await other.goto(url)
        findings.push(...(await accessibilityFindings(other, rulesFor(url))))
        await other.close()
      }
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      })
      expect(findings, `axe found violations:\n${JSON.stringify(findings, null, 2)}`).toEqual([])
    },
    { auto: true },
  ],
})
