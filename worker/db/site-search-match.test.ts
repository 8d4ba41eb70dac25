import { describe, expect, it } from 'vitest'
import { siteSearchMatch } from './site-search'

describe('the FTS5 query of the site search (issue 45)', () => {
  it('a word whose stem begins it is searched by the stem alone: every word the longer prefix finds, the shorter finds too', () => {
    expect(siteSearchMatch(['тренинги'])).toBe('"тренинг"*')
    expect(siteSearchMatch(['leaders'])).toBe('"leader"*')
  })

  it('a word cut to the index’s longest prefix is one term; all words must match; one letter only as itself', () => {
    expect(siteSearchMatch(['переговорами', 'и'])).toBe('"перегово"* AND "и"')
  })

  it('a stem that does not begin the word is searched beside it', () => {
    expect(siteSearchMatch(['happy'])).toBe('("happy"* OR "happi"*)')
    expect(siteSearchMatch(['идёт'])).toBe('("идёт"* OR "идет"*)')
  })

  it('no word, no query', () => {
    expect(siteSearchMatch([])).toBeUndefined()
  })
})
