import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures'

/*
 * Each route's header colour, layout and footer consultation form, as the server renders them (ROUTE-12, ROUTE-13,
 * LEAD-06, issue 40.11). Responses only: the desktop project runs it once (@http).
 */

async function firstSlug(request: APIRequestContext, list: string): Promise<string> {
  const response = await request.get(`/api/client/${list}?language=ru&limit=1`)
  expect(response.ok(), list).toBe(true)
  const { rows } = (await response.json()) as { rows: Array<{ slug: string }> }
  if (!rows[0]) throw new Error(`the seed has no ${list}`)
  return rows[0].slug
}

interface Expected {
  header: string
  layout: string
  footerForm: boolean
}

const DEFAULT: Expected = { header: 'default', layout: 'default', footerForm: false }

test('every route has the header, layout and footer form the spec gives it (ROUTE-12, ROUTE-13, LEAD-06)', { tag: '@http' }, async ({ request }) => {
  const trainer = await firstSlug(request, 'trainers')
  const product = await firstSlug(request, 'products')
  const article = await firstSlug(request, 'articles')
  const routes: Array<[string, Expected]> = [
    ['/', { header: 'blue', layout: 'default', footerForm: true }],
    ['/about-center', { ...DEFAULT, footerForm: true }],
    ['/social-activities', { header: 'transparent_white', layout: 'default', footerForm: true }],
    ['/trainers', { ...DEFAULT, footerForm: true }],
    [`/trainers/${trainer}`, { ...DEFAULT, footerForm: true }],
    ['/career', { ...DEFAULT, footerForm: true }],
    [`/shop/${product}`, { ...DEFAULT, footerForm: true }],
    // Issue 40.13: the franchise page's own second form (FRANCHISE-03) stands in for the footer's.
    ['/franchise', { header: 'transparent_white', layout: 'default', footerForm: false }],
    ['/online_school/courses', { header: 'transparent_white', layout: 'default', footerForm: false }],
    ['/blog', { header: 'black', layout: 'black', footerForm: false }],
    [`/blog/${article}`, { header: 'black', layout: 'black', footerForm: false }],
    ['/reviews', { header: 'default', layout: 'grey', footerForm: false }],
    ['/events', DEFAULT],
    ['/shop', DEFAULT],
    ['/news', DEFAULT],
    ['/contacts', DEFAULT],
  ]
  const found: Array<[string, Expected]> = []
  for (const [path] of routes) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const shell = html.match(/<div class="app-shell app-shell--([a-z_]+)" data-header="([a-z_]+)"/)
    found.push([path, { header: shell?.[2] ?? '?', layout: shell?.[1] ?? '?', footerForm: html.includes('site-footer__lead') }])
  }
  expect(found).toEqual(routes)
})
