import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { AXE_TAGS } from './support/axe-rules'
import { accessibilityFindings, expect, test } from './support/fixtures'

/* The axe check every test ends with (support/fixtures.ts), in its faster mode, still reports what it is for. */

const PAGE =
  '<!doctype html><html lang="ru"><head><title>axe</title></head><body><main><h1>axe</h1>' +
  '<img src="/favicon.ico"><button></button></main></body></html>'

/** Violations of both kinds: of texts and names (label, alt, `lang`), and of colours and structure (contrast, heading order). */
const MIXED =
  '<!doctype html><html><head><title>axe</title></head><body><main><h1>axe</h1>' +
  '<p style="color:#bbb;background:#fff">Бледный текст</p><h4>Сразу четвёртый</h4>' +
  '<input type="text"><img src="/favicon.ico"><a href="/x"></a></main></body></html>'

/** A page made up for a test, in a context of its own: the fixture's check of the test's page leaves it alone. */
async function madeUpPage(browser: Browser, baseURL: string | undefined, body: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL })
  await context.route('**/axe-check', (route) => route.fulfill({ contentType: 'text/html', body }))
  const page = await context.newPage()
  await page.goto('/axe-check')
  return { page, close: () => context.close() }
}

const summary = (findings: { rule: string; targets: string[] }[]) => findings.map(({ rule, targets }) => `${rule} ${targets.join(',')}`).sort()

test('the axe check reports every violation of a page (issue 24)', { tag: '@desktop' }, async ({ browser, baseURL }) => {
  const { page, close } = await madeUpPage(browser, baseURL, PAGE)
  const findings = await accessibilityFindings(page)
  await close()
  expect(summary(findings)).toEqual(['button-name button', 'image-alt img'])
})

test('the axe check finds what @axe-core/playwright finds, and in English and Kyrgyz the rules of texts only (issue 43)', { tag: '@desktop' }, async ({ browser, baseURL }) => {
  const { page, close } = await madeUpPage(browser, baseURL, MIXED)
  const reference = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode().analyze()
  await page.reload()
  const all = await accessibilityFindings(page)
  // A second check of the same document reuses the axe it injected.
  const again = await accessibilityFindings(page)
  const texts = await accessibilityFindings(page, 'texts')
  await close()
  const expected = reference.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(',')}`).sort()
  expect(expected).toEqual(['color-contrast p', 'heading-order h4', 'html-has-lang html', 'image-alt img', 'label input', 'link-name a'])
  expect(summary(all)).toEqual(expected)
  expect(again).toEqual(all)
  expect(summary(texts)).toEqual(['html-has-lang html', 'image-alt img', 'label input', 'link-name a'])
})

/**
 * The page as a visitor who has seen it all has it: the sections below the first screen render and hydrate as they
 * come near, which moved the layout under axe's colour check when it ran the moment the page had loaded (in fresh-clone
 * CI, the footer's text measured against the lead form's light card above it).
 */
async function seenToTheEnd(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('.site-footer__email').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
}

test('a page of the site has no violations, in full in Russian and in its texts in English (issue 43)', { tag: '@desktop' }, async ({ page }) => {
  await seenToTheEnd(page, '/')
  expect(await accessibilityFindings(page)).toEqual([])
  await seenToTheEnd(page, '/en/')
  expect(await accessibilityFindings(page, 'texts')).toEqual([])
})
