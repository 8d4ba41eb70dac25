/**
 * A list at the top of its page loads its first pictures at once and the rest only as they near the screen: the first
 * card's picture is the page's largest paint (LCP), which a lazy picture holds back until layout (Lighthouse measured
 * /blog's LCP at 2.8 s while its first card's picture was lazy).
 */
import { describe, expect, it } from 'vitest'
import { get } from './helpers'

/** The `loading` of each picture inside the first `<ul class="…list…">` of the page, in order. */
async function listPictures(path: string, listClass: string): Promise<string[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const start = html.indexOf(`<ul class="${listClass}"`)
  expect(start, `${path}: its list`).toBeGreaterThanOrEqual(0)
  // The list ends at its own closing tag: a card may hold a list of its own (a product's stickers).
  let depth = 0
  let end = start
  for (const tag of html.slice(start).matchAll(/<(\/?)ul\b/g)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) {
      end = start + tag.index
      break
    }
  }
  const list = html.slice(start, end)
  return [...list.matchAll(/<img\b[^>]*>/g)].map(([img]) => /\bloading="([a-z]+)"/.exec(img)?.[1] ?? 'eager')
}

describe('list pages: the first pictures eager, the rest lazy', () => {
  it.each([
    ['/blog', 'blog-list', 2],
    ['/shop', 'shop-page__grid', 4],
    ['/employees', 'employees-page__list', 2],
    ['/events', 'events-grid', 2],
    ['/online_school/courses', 'events-grid', 2],
    ['/trainers', 'trainers-page__list', 1],
  ])('%s', async (path, listClass, eager) => {
    const loading = await listPictures(path, listClass)
    expect(loading.length, `${path}: pictures in its list`).toBeGreaterThan(eager)
    expect(loading.slice(0, eager)).toEqual(Array(eager).fill('eager'))
    expect(new Set(loading.slice(eager))).toEqual(new Set(['lazy']))
  })
})
