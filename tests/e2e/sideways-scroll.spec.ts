import type { APIRequestContext } from '@playwright/test'
import { expect, test as base } from './support/fixtures'
import { LANGUAGES, type LanguageCode } from './support/languages'
import { PAGES } from './support/page-families'
import { furthestRight, sidewaysScroll } from './support/rendering'

/*
 * No page scrolls sideways on a phone (issue 40.3, LAYOUT-08): one page of every family in ru, en and ky, measured
 * at 320 and 375 px (one tab a language, resized rather than reopened). A failure names the element that reaches
 * furthest right. axe runs on these pages in page-smoke.spec.ts, not here.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its destructuring: none here
const test = base.extend({ accessibility: async ({}, use) => use() })

const WIDTHS = [320, 375] as const

/** The blog article with the most tag text: a row of tags that did not wrap widened 14 of the 24 articles. */
async function articleWithMostTags(request: APIRequestContext, code: LanguageCode): Promise<string> {
  const response = await request.get(`/api/client/articles?limit=100&language=${code}`)
  const rows = ((await response.json()) as { rows: { slug: string; tags: string[] }[] }).rows
  const [widest] = rows.sort((a, b) => b.tags.join('').length - a.tags.join('').length)
  return `/blog/${widest!.slug}`
}

const FAMILIES: Record<string, (request: APIRequestContext, code: LanguageCode) => Promise<string>> = {
  ...PAGES,
  'blog article': articleWithMostTags,
  'content page': async () => '/page/oferta',
  'account sign-in': async () => '/account',
  'page not found': async () => '/no-such-page',
}

for (const { code, prefix } of LANGUAGES) {
  test(`every page family fits 320 and 375 px without sideways scrolling [${code}] (issue 40.3, LAYOUT-08)`, { tag: '@phone' }, async ({ page, request }) => {
    test.setTimeout(120_000)
    const wider: string[] = []
    for (const [family, address] of Object.entries(FAMILIES)) {
      const path = await address(request, code)
      await page.setViewportSize({ width: WIDTHS[0], height: 700 })
      await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`)
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 700 })
        const past = await sidewaysScroll(page)
        if (past > 0) wider.push(`${family} ${path} at ${width} px: ${past} px wider, furthest right ${await furthestRight(page, width)}`)
      }
    }
    expect(wider, 'pages wider than the phone').toEqual([])
  })
}
