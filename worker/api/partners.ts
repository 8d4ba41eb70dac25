import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { ListResponse } from '../../src/model/api'
import type { PartnerEntity } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findPartner, listPartners } from '../db/partners'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { ItemQuery, PartnersQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<PartnersQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

function sanitized(partner: PartnerEntity): PartnerEntity {
  return { ...partner, description: sanitizeRichText(partner.description) }
}

/** GET partners and partners/{id} (API-12, API-28, ENTITY-14, BE-33). */
export const partnerRoutes = {
  partners: route(ENDPOINTS.partners, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.default)
    const { rows, count } = await listPartners(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
      type: query.type,
      order: query.order_by ?? '-created',
      skip,
      limit,
      expandImages: query.expand === 'images',
    })
    const body: ListResponse<PartnerEntity> = { rows: rows.map(sanitized), meta: { skip, limit, count } }
    return body
  }),
  partner: route(ENDPOINTS.partner, { query: validateItem }, async (c, { query, params }) => {
    const id = params.id
    const partner = /^[1-9]\d{0,14}$/.test(id)
      ? await findPartner(c.env.DB, query.language ?? DEFAULT_LANGUAGE, Number(id), query.expand === 'images')
      : null
    if (!partner) throw notFound('partner')
    return sanitized(partner)
  }),
}
