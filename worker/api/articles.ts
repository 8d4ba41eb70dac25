import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ListResponse } from '../../src/model/api'
import type { ArticleEntity, ArticleListItem } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findArticle, listArticles } from '../db/articles'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { ArticlesQuery, ItemQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<ArticlesQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

/** GET articles and articles/{id} (API-12, API-19, API-25, API-35, ENTITY-07, BE-33). */
export const articleRoutes = {
  articles: route(ENDPOINTS.articles, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.blog)
    const { rows, count } = await listArticles(
      c.env.DB,
      query.language ?? DEFAULT_LANGUAGE,
      { tags: query.tags, search: query.search, articles_ids: query.articles_ids },
      { skip, limit, expandImages: query.expand === 'images' },
    )
    const body: ListResponse<ArticleListItem> = { rows, meta: { skip, limit, count } }
    return body
  }),
  article: route(ENDPOINTS.article, { query: validateItem }, async (c, { query, params }) => {
    const item = await findArticle(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id, query.expand === 'images')
    if (!item) throw notFound('article')
    const body: ArticleEntity = { ...item, body: sanitizeRichText(item.body) }
    return body
  }),
}
