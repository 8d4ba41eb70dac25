import { Hono } from 'hono'
import type { ApiErrorBody } from '../../src/model/api'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import type { AppEnv } from '../env'
import { apiFailure } from '../lib/errors'
import { mountRoutes, type ContractRoutes } from '../lib/route'
import { sameSiteWrites } from '../lib/same-site-writes'
import { staffLeadRoutes } from './leads'
import { staffImageRoutes } from './images'
import { staffFileRoutes } from './files'
import { staffEditorRoutes } from './editor'
import { staffMeRoutes } from './me'
import { staffOpenapiRoutes } from './openapi'
import { staffRateRoutes } from './rates'
import { staffAuditRoutes } from './audit'
import { staffPersonalDataRoutes } from './personal-data'
import { staffOrderRoutes } from './orders'
import { staffOrderItemRoutes } from './order-items'
import { staffReviewRoutes } from './reviews'
import { roleCheckOf } from './role-check'
import { staffSignInRoutes } from './sign-in'
import { staffSubscriberRoutes } from './subscribers'
import { staffMemberRoutes } from './staff-members'
import { staffContentRoutes } from './content'
import { staffCheckInRoutes } from './check-in'
import { contentVersionBump } from './content-version-bump'
import { staffSiteEditingRoutes } from './site-editing'
import { staffTestOnlyRoutes } from './test-only'
import { staffItemOptionRoutes } from './item-options'
import { staffPasskeyRoutes } from './passkeys'
import { staffTrainerBlockRoutes } from './trainer-blocks'

const routes: ContractRoutes<typeof STAFF_ENDPOINTS> = {
  ...staffSignInRoutes,
  ...staffMeRoutes,
  ...staffReviewRoutes,
  ...staffLeadRoutes,
  ...staffOpenapiRoutes,
  ...staffImageRoutes,
  ...staffFileRoutes,
  ...staffEditorRoutes,
  ...staffRateRoutes,
  ...staffSubscriberRoutes,
  ...staffPersonalDataRoutes,
  ...staffAuditRoutes,
  ...staffMemberRoutes,
  ...staffOrderRoutes,
  ...staffOrderItemRoutes,
  ...staffContentRoutes,
  ...staffCheckInRoutes,
  ...staffSiteEditingRoutes,
  ...staffItemOptionRoutes,
  ...staffPasskeyRoutes,
  ...staffTrainerBlockRoutes,
}

/** The staff desk's API (issue 41): its own contract, each endpoint behind its role check (404 to anyone else). */
export const staffApi = new Hono<AppEnv>().basePath(STAFF_API_PREFIX)

staffApi.use(sameSiteWrites)
staffApi.use(contentVersionBump)
mountRoutes(staffApi, STAFF_ENDPOINTS, routes, roleCheckOf)
staffApi.route('/', staffTestOnlyRoutes)

staffApi.notFound((c) => c.json<ApiErrorBody>({ code: 'not_found', message: 'Unknown endpoint' }, 404))

staffApi.onError(apiFailure('Staff API failure'))
