import { describe, expect, it } from 'vitest'
import { blogQuery, relatedQuery, validateBlogSearch, withoutSearchText } from './blog-search'

describe('blog search (BLOG-03…05, BLOG-07)', () => {
  it('BLOG-03, BLOG-05: the list call carries tags, search, 24 a page, newest first, with images', () => {
    expect(blogQuery(validateBlogSearch({ tags: 'sales,Bad!', search: '  переговоры ', page: 'x' }), 24)).toEqual({
      skip: 24,
      limit: 24,
      order_by: '-date_publication',
      expand: 'images',
      tags: 'sales',
      search: 'переговоры',
    })
  })

  it('BLOG-04: the search chip removes the search and the page, and keeps the tags', () => {
    expect(withoutSearchText({ page: 3, tags: 'sales', search: 'x' })).toEqual({ tags: 'sales' })
  })

  it('BLOG-07: related articles are asked for by their ids', () => {
    expect(relatedQuery(['a', 'b'], 0)).toMatchObject({ articles_ids: 'a,b', skip: 0, limit: 24 })
  })
})
