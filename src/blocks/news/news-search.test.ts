import { describe, expect, it } from 'vitest'
import {
  newsQuery,
  searchParam,
  selectedTags,
  tagsParam,
  toggleTag,
  validateNewsSearch,
  withSearchText,
} from './news-search'

describe('news list search (NEWS-02, PAGINATION-01)', () => {
  it('keeps page, tags and search and drops everything else', () => {
    expect(validateNewsSearch({ page: '3', tags: 'sales,finance', search: ' forum ', other: 'x' })).toEqual({
      page: 3,
      tags: 'sales,finance',
      search: 'forum',
    })
  })

  it('leaves out page 1 and a non-numeric page', () => {
    expect(validateNewsSearch({ page: '1' })).toEqual({})
    expect(validateNewsSearch({ page: 'abc' })).toEqual({})
  })

  it('keeps only slug-shaped tags, each once', () => {
    expect(tagsParam('sales, Bad Tag,sales,,finance')).toBe('sales,finance')
    expect(tagsParam('<script>')).toBeUndefined()
    expect(tagsParam(42)).toBeUndefined()
  })

  it('drops a blank search and cuts a long one to the API limit', () => {
    expect(searchParam('   ')).toBeUndefined()
    expect(searchParam('a'.repeat(300))).toHaveLength(200)
    expect(searchParam(2026)).toBe('2026')
  })
})

describe('news list call (NEWS-03)', () => {
  it('asks for 24 rows newest first at the given skip', () => {
    expect(newsQuery({}, 48)).toEqual({ skip: 48, limit: 24, order_by: '-date_publication' })
  })

  it('passes tags and search through', () => {
    expect(newsQuery({ tags: 'sales', search: 'forum' }, 24)).toEqual({
      skip: 24,
      limit: 24,
      order_by: '-date_publication',
      tags: 'sales',
      search: 'forum',
    })
  })
})

describe('news filters', () => {
  it('adds and removes a tag and returns to page 1', () => {
    const added = toggleTag({ page: 2, tags: 'sales', search: 'x' }, 'finance')
    expect(added).toEqual({ tags: 'sales,finance', search: 'x' })
    expect(selectedTags(added)).toEqual(['sales', 'finance'])
    expect(toggleTag(added, 'sales')).toEqual({ tags: 'finance', search: 'x' })
    expect(toggleTag({ tags: 'sales' }, 'sales')).toEqual({})
    expect(toggleTag({ tags: 'sales,finance', page: 4 }, null)).toEqual({})
  })

  it('sets or clears the search text, keeping the tags', () => {
    expect(withSearchText({ page: 5, tags: 'sales' }, '  forum ')).toEqual({ tags: 'sales', search: 'forum' })
    expect(withSearchText({ tags: 'sales', search: 'forum' }, '')).toEqual({ tags: 'sales' })
  })
})
