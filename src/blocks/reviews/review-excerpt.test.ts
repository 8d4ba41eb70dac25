import { describe, expect, it } from 'vitest'
import { hasMoreToRead, REVIEW_EXCERPT_LENGTH, reviewExcerpt } from './review-excerpt'

const words = (count: number) => Array.from({ length: count }, (_, index) => `слово${index}`).join(' ')

describe('reviewExcerpt (REVIEWS-09)', () => {
  it('keeps a text of at most 232 characters whole', () => {
    const text = 'a'.repeat(REVIEW_EXCERPT_LENGTH)
    expect(reviewExcerpt(`<p>${text}</p>`)).toEqual({ text, cut: false })
  })

  it('cuts a longer text to at most 232 characters ending in an ellipsis', () => {
    const body = `<p>${words(60)}</p><p>${words(10)}</p>`
    const { text, cut } = reviewExcerpt(body)
    expect(cut).toBe(true)
    expect(text.length).toBeLessThanOrEqual(REVIEW_EXCERPT_LENGTH)
    expect(text.endsWith('…')).toBe(true)
    expect(words(60).startsWith(text.slice(0, -1))).toBe(true)
  })

  it('never cuts a character in half: emoji text without spaces ends in whole characters (surrogate pairs)', () => {
    for (const lead of ['', 'a', 'ab']) {
      const body = `<p>${lead}${'😀'.repeat(300)}</p>`
      const { text, cut } = reviewExcerpt(body)
      expect(cut).toBe(true)
      expect(text.endsWith('😀…'), JSON.stringify(text.slice(-3))).toBe(true)
      expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
      // 232 characters, not 232 UTF-16 units: 231 of the text and the ellipsis.
      expect(Array.from(text)).toHaveLength(REVIEW_EXCERPT_LENGTH)
    }
  })

  it('keeps a text of 232 emoji whole, and counts characters rather than UTF-16 units', () => {
    const text = '😀'.repeat(REVIEW_EXCERPT_LENGTH)
    expect(reviewExcerpt(`<p>${text}</p>`)).toEqual({ text, cut: false })
  })

  it('counts text, not markup: tags and entities do not make a short review long', () => {
    const body = `<p><strong>${'b'.repeat(200)}</strong> &amp; <em>ok</em></p>`
    expect(reviewExcerpt(body)).toEqual({ text: `${'b'.repeat(200)} & ok`, cut: false })
  })
})

describe('hasMoreToRead', () => {
  it('is false for a short text: the card itself shows the video and images (REVIEWS-06, issue 23)', () =>
    expect(hasMoreToRead({ body: '<p>Коротко</p>' })).toBe(false))
  it('is true for a cut text', () => expect(hasMoreToRead({ body: `<p>${words(60)}</p>` })).toBe(true))
})
