/**
 * A list at the top of its page loads its first pictures at once and the rest only as they near the screen: the first
 * card's picture is the page's largest paint (LCP), which a lazy picture holds back until layout (Lighthouse measured
 * /blog's LCP at 2.8 s while its first card's picture was lazy).
 */
import { describe, expect, it } from 'vitest'
import { get } from './helpers'

/** Each picture inside the first `<ul class="…">` of the page: the index of the list's item (card) it is in, and its `loading`. */
async function listPictures(path: string, listClass: string): Promise<{ card: number; loading: string }[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const start = html.indexOf(`<ul class="${listClass}"`)
  expect(start, `${path}: its list`).toBeGreaterThanOrEqual(0)
  // Items of the list itself, not of a list inside a card (a product's stickers); the list ends at its own closing tag.
  const pictures: { card: number; loading: string }[] = []
  let depth = 0
  let card = -1
  for (const [tag, closing, name] of html.slice(start).matchAll(/<(\/?)(ul|li|img)\b[^>]*>/g)) {
    if (name === 'ul') depth += closing ? -1 : 1
    else if (name === 'li' && !closing && depth === 1) card += 1
    else if (name === 'img') pictures.push({ card, loading: /\bloading="([a-z]+)"/.exec(tag)?.[1] ?? 'eager' })
    if (depth === 0) break
  }
  return pictures
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
    const pictures = await listPictures(path, listClass)
    // Judged by the card each picture is in: a card without a picture (a trainer another test of this run added
    // without a photo, listed first) has nothing to load, and the next card's picture stays lazy as it should.
    const first = pictures.filter((picture) => picture.card < eager)
    const later = pictures.filter((picture) => picture.card >= eager)
    expect(later.length, `${path}: pictures of its later cards`).toBeGreaterThan(0)
    expect(first.map((picture) => picture.loading)).toEqual(first.map(() => 'eager'))
    expect(new Set(later.map((picture) => picture.loading))).toEqual(new Set(['lazy']))
  })
})
