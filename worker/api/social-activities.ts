import typia from 'typia'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { SocialActivityEntity } from '../../src/model/entities/publications'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findSocialActivity, listSocialActivities } from '../db/social-activities'
import { route } from '../lib/route'
import { notFound } from '../lib/errors'
import type { SocialActivitiesQuery } from '../../src/model/api-contract/queries'
import { paging } from './paging'

const validateList = typia.http.createValidateQuery<SocialActivitiesQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery>()

/** GET social-activities and social-activities/{id} (API-12, API-29, SOCIAL-01, ENTITY-14). */
export const socialActivityRoutes = {
  socialActivities: route(ENDPOINTS.socialActivities, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.socialActivities)
    const { rows, count } = await listSocialActivities(c.env.DB, query.language ?? DEFAULT_LANGUAGE, { skip, limit })
    const body: ListResponse<SocialActivityEntity> = { rows, meta: { skip, limit, count } }
    return body
  }),
  socialActivity: route(ENDPOINTS.socialActivity, { query: validateItem }, async (c, { query, params }) => {
    const activity = await findSocialActivity(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id)
    if (!activity) throw notFound('social activity')
    return activity
  }),
}
