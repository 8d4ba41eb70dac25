import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { TagEntity } from '../../src/model/entities/reference'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findTag, listTags } from '../db/tags'
import type { TagsQuery } from '../../src/model/api-contract/queries'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import { paging } from './paging'

const validateList = typia.http.createValidateQuery<TagsQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET tags and tags/{slug} (API-12, API-13, ENTITY-13, TAG-01). */
export const tagRoutes = {
  tags: route(ENDPOINTS.tags, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listTags(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      skip,
      limit,
      order: query.order_by ?? '-count',
      hideEmpty: query.hide_empty ?? false,
    })
    return c.json<ListResponse<TagEntity>>({ rows, meta: { skip, limit, count } })
  }),
  tag: route(ENDPOINTS.tag, { query: validateItem }, async (c, { query, params }) => {
    const tag = await findTag(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!tag) throw notFound('tag')
    return tag
  }),
}
