import { describe, expect, it } from 'vitest'
import { reviewExcerpt } from '../../../src/blocks/reviews/review-excerpt.ts'
import { seedStatements } from './index.ts'

/** The review bodies of the demo content, as the seed's INSERT statements hold them. */
function demoReviewBodies(): string[] {
  const inserts = seedStatements({ scale: 1 }).filter((statement) => statement.startsWith('INSERT INTO reviews'))
  return inserts.flatMap((statement) => [...statement.matchAll(/'(<p>(?:[^']|'')*?<\/p>)'/g)].map((match) => match[1]!))
}

describe('demo reviews (BE-05)', () => {
  it('never say the same sentence twice in one review', () => {
    const bodies = demoReviewBodies()
    expect(bodies).toHaveLength(150)
    for (const body of bodies) {
      const sentences = body
        .replace(/<\/?p>/g, ' ')
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.trim())
        .filter(Boolean)
      expect(new Set(sentences).size, body).toBe(sentences.length)
    }
  })

  it('include ones long enough for cards to cut them and offer read all (REVIEWS-09)', () => {
    const long = demoReviewBodies().filter((body) => reviewExcerpt(body).cut)
    expect(long.length).toBeGreaterThanOrEqual(10)
  })
})
