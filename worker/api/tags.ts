import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { TagEntity } from '../../src/model/entities/reference'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findTag, listTags } from '../db/tags'
import type { AppEnv } from '../env'
import { notFound } from './errors'
import { paging } from './paging'
import { validQuery } from './validation'

/** Tags are the one list that may be read whole (API-13: `limit=10000` during server-side start). */
export interface TagsQuery extends CommonQuery {
  /** @type uint */
  skip?: number
  /**
   * @type uint
   * @minimum 1
   * @maximum 10000
   */
  limit?: number
  /** `-count`: total entity count descending, then title (OQ-19, HOME-06); the default. */
  order_by?: '-count' | 'created' | '-created'
  /** OQ-19: the tag cloud hides tags no item carries. */
  hide_empty?: boolean
}

const validateList = typia.http.createValidateQuery<TagsQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET tags and tags/{slug} (API-12, API-13, ENTITY-13, TAG-01). */
export const tags = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = validQuery(c, validateList)
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listTags(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      skip,
      limit,
      order: query.order_by ?? '-count',
      hideEmpty: query.hide_empty ?? false,
    })
    return c.json<ListResponse<TagEntity>>({ rows, meta: { skip, limit, count } })
  })
  .get('/:id', async (c) => {
    const query = validQuery(c, validateItem)
    const tag = await findTag(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('id'))
    if (!tag) throw notFound('tag')
    return c.json<TagEntity>(tag)
  })
