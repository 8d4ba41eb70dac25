import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { NewsEntity, NewsListItem } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findNews, listNews } from '../db/news'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { NewsQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<NewsQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET news and news/{id} (API-12, API-19, API-24, ENTITY-06). */
export const newsRoutes = {
  news: route(ENDPOINTS.news, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.news)
    const { rows, count } = await listNews(
      c.env.DB,
      query.language ?? DEFAULT_LANGUAGE,
      { tags: query.tags, search: query.search },
      { skip, limit },
    )
    const body: ListResponse<NewsListItem> = { rows, meta: { skip, limit, count } }
    return body
  }),
  newsItem: route(ENDPOINTS.newsItem, { query: validateItem }, async (c, { query, params }) => {
    const item = await findNews(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!item) throw notFound('news item')
    const body: NewsEntity = { ...item, body: sanitizeRichText(item.body) }
    return body
  }),
}
