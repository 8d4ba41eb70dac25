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

  it('counts text, not markup: tags and entities do not make a short review long', () => {
    const body = `<p><strong>${'b'.repeat(200)}</strong> &amp; <em>ok</em></p>`
    expect(reviewExcerpt(body)).toEqual({ text: `${'b'.repeat(200)} & ok`, cut: false })
  })
})

describe('hasMoreToRead', () => {
  const short = { body: '<p>Коротко</p>', body_video: null, images: [] as string[] }
  it('is false for a short text without media', () => expect(hasMoreToRead(short)).toBe(false))
  it('is true for a cut text, a video link or images', () => {
    expect(hasMoreToRead({ ...short, body: `<p>${words(60)}</p>` })).toBe(true)
    expect(hasMoreToRead({ ...short, body_video: 'https://vimeo.com/1' })).toBe(true)
    expect(hasMoreToRead({ ...short, images: ['a'] })).toBe(true)
  })
})
