import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse, PageEntity, PageListItem } from '../../src/model/api'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findPage, listPages } from '../db/pages'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { PagesQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<PagesQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET pages and pages/{id} (API-12, PAGE-01…03): content pages such as oferta, by slug or uuid. */
export const pageRoutes = {
  pages: route(ENDPOINTS.pages, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listPages(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      skip,
      limit,
      order: query.order_by ?? '-created',
    })
    const body: ListResponse<PageListItem> = { rows, meta: { skip, limit, count } }
    return body
  }),
  page: route(ENDPOINTS.page, { query: validateItem }, async (c, { query, params }) => {
    const page = await findPage(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!page) throw notFound('page')
    const body: PageEntity = { ...page, body: sanitizeRichText(page.body) }
    return body
  }),
}
