import { accessibilityFindings, expect, test } from './support/fixtures'

/* The axe check every test ends with (support/fixtures.ts), in its faster mode, still reports what it is for. */

const PAGE =
  '<!doctype html><html lang="ru"><head><title>axe</title></head><body><main><h1>axe</h1>' +
  '<img src="/favicon.ico"><button></button></main></body></html>'

test('the axe check reports every violation of a page (issue 24)', { tag: '@desktop' }, async ({ browser, baseURL }) => {
  // A context of its own: the page is made up for this test, so the fixture's check of the test's page leaves it alone.
  const context = await browser.newContext({ baseURL })
  await context.route('**/axe-check', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }))
  const page = await context.newPage()
  await page.goto('/axe-check')
  const findings = await accessibilityFindings(page)
  await context.close()
  expect(findings.map(({ rule, targets }) => `${rule} ${targets.join(',')}`).sort()).toEqual(['button-name button', 'image-alt img'])
})
