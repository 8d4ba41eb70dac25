import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { FormEntity, FormFieldEntity, FormSummary } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findForm, findFormField, listFormFields, listForms } from '../db/forms'
import type { AppEnv } from '../env'
import { notFound } from './errors'
import type { PagingQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { validQuery } from './validation'

const validateList = typia.http.createValidateQuery<PagingQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET forms, forms/{slug}, forms/{slug}/fields (API-14, ENTITY-23, FORM-07). */
export const forms = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = validQuery(c, validateList)
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listForms(c.env.DB, query.language ?? DEFAULT_LANGUAGE, { skip, limit })
    const body: ListResponse<FormSummary> = { rows, meta: { skip, limit, count } }
    return c.json(body)
  })
  .get('/:slug/fields', async (c) => {
    const query = validQuery(c, validateList)
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const page = await listFormFields(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('slug'), { skip, limit })
    if (!page) throw notFound('form')
    const body: ListResponse<FormFieldEntity> = { rows: page.rows, meta: { skip, limit, count: page.count } }
    return c.json(body)
  })
  .get('/:slug', async (c) => {
    const query = validQuery(c, validateItem)
    const form = await findForm(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('slug'))
    if (!form) throw notFound('form')
    return c.json<FormEntity>(form)
  })

/** GET fields/{id} (API-14): one field of a form by uuid. */
export const formFields = new Hono<AppEnv>().get('/:id', async (c) => {
  const query = validQuery(c, validateItem)
  const field = await findFormField(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('id'))
  if (!field) throw notFound('field')
  return c.json<FormFieldEntity>(field)
})
