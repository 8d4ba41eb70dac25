import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TagEntity } from '../../model/entities/reference'
import { loadNewsTags, newsTagsOf, tagTitle } from './news-tags'

const counts = { news: 0, articles: 0, events: 0, products: 0, trainers: 0, online_courses: 0 }
const tag = (slug: string, news: number): TagEntity => ({
  id: slug.length,
  slug,
  title: slug.toUpperCase(),
  count_entities: { ...counts, news, articles: 3 },
  total_count: news + 3,
})

afterEach(() => vi.restoreAllMocks())

describe('news tags (NEWS-02 filter)', () => {
  it('keeps only the tags some news item carries, in the order given', () => {
    expect(newsTagsOf([tag('sales', 4), tag('books', 0), tag('finance', 2)])).toEqual([
      { slug: 'sales', title: 'SALES' },
      { slug: 'finance', title: 'FINANCE' },
    ])
  })

  it('reads all tags in one call', async () => {
    const tags = vi.fn().mockResolvedValue({ rows: [tag('sales', 1)], meta: { skip: 0, limit: 1000, count: 1 } })
    await expect(loadNewsTags({ tags })).resolves.toEqual([{ slug: 'sales', title: 'SALES' }])
    expect(tags).toHaveBeenCalledWith({ query: { limit: 1000, hide_empty: true } })
  })

  it('gives null instead of failing the page when the tags cannot load (OQ-41)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const tags = vi.fn().mockRejectedValue(new Error('down'))
    await expect(loadNewsTags({ tags })).resolves.toBeNull()
  })

  it('names a tag by its title, or by its slug when unknown', () => {
    const known = [{ slug: 'sales', title: 'Sales' }]
    expect(tagTitle(known, 'sales')).toBe('Sales')
    expect(tagTitle(known, 'other')).toBe('other')
    expect(tagTitle(null, 'sales')).toBe('sales')
  })
})
