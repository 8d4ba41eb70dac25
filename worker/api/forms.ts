import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { FormFieldEntity, FormSummary } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findForm, findFormField, listFormFields, listForms } from '../db/forms'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { PagingQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'

const validateList = typia.http.createValidateQuery<PagingQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET forms, forms/{slug}, forms/{slug}/fields (API-14, ENTITY-23, FORM-07). */
export const formRoutes = {
  forms: route(ENDPOINTS.forms, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listForms(c.env.DB, query.language ?? DEFAULT_LANGUAGE, { skip, limit })
    const body: ListResponse<FormSummary> = { rows, meta: { skip, limit, count } }
    return body
  }),
  formFields: route(ENDPOINTS.formFields, { query: validateList }, async (c, { query, params }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const page = await listFormFields(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.slug, { skip, limit })
    if (!page) throw notFound('form')
    const body: ListResponse<FormFieldEntity> = { rows: page.rows, meta: { skip, limit, count: page.count } }
    return body
  }),
  form: route(ENDPOINTS.form, { query: validateItem }, async (c, { query, params }) => {
    const form = await findForm(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.slug)
    if (!form) throw notFound('form')
    return form
  }),
  /** GET fields/{id} (API-14): one field of a form by uuid. */
  formField: route(ENDPOINTS.formField, { query: validateItem }, async (c, { query, params }) => {
    const field = await findFormField(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!field) throw notFound('field')
    return field
  }),
}
