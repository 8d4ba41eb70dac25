/**
 * The query string of the blog list (BLOG-03…05): the same keys as the news list (`page`, `tags`, `search`), and
 * the list calls that follow from them. Pure: no router, no React.
 */
import type { ArticlesQuery } from '../../model/api-contract/queries'
import { PAGE_SIZES } from '../../model/page-sizes'
import { NEWS_ORDER, routeNewsSearch, validateNewsSearch, type NewsSearch } from '../news/news-search'

export type BlogSearch = NewsSearch
export const validateBlogSearch = validateNewsSearch
export const routeBlogSearch = routeNewsSearch

/** CONST-05, OQ-08: tag chips shown before 'show all'. */
export const BLOG_TAG_CHIPS = 10

/** The list call for `skip` (BLOG-05: 24 a page, newest first, the filters of the search). */
export function blogQuery(search: BlogSearch, skip: number): ArticlesQuery {
  return {
    skip,
    limit: PAGE_SIZES.blog,
    order_by: NEWS_ORDER,
    expand: 'images',
    ...(search.tags ? { tags: search.tags } : {}),
    ...(search.search ? { search: search.search } : {}),
  }
}

/** BLOG-07, API-35: the related articles by their ids, `limit` rows after `skip` (24 a page). */
export function relatedQuery(ids: readonly string[], skip: number): ArticlesQuery {
  return { articles_ids: ids.join(','), skip, limit: PAGE_SIZES.blog, order_by: NEWS_ORDER, expand: 'images' }
}

/** The search without its text (BLOG-04: the search chip removes it), page 1. */
export function withoutSearchText(search: BlogSearch): BlogSearch {
  const { page: _page, search: _search, ...rest } = search
  return rest
}
