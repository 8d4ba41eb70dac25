import { Hono } from 'hono'
import type { ApiErrorBody } from '../../src/model/api'
import type { AppEnv } from '../env'
import { paymentNotificationRoutes } from '../payments/notifications'
import { sandboxCheckoutRoutes } from '../payments/sandbox-checkout'
import { articleRoutes } from './articles'
import { cityRoutes } from './cities'
import { clientUserEmailRoutes } from './client-users-email'
import { clientUserOrderRoutes } from './client-users-orders'
import { clientUserPasswordRoutes } from './client-users-password'
import { clientUserProfileRoutes } from './client-users-profile'
import { clientUserRoutes } from './client-users'
import { clientUserSessionRoutes } from './client-users-sessions'
import { clientUserSignInLinkRoutes } from './client-users-sign-in-link'
import { findMyOrdersRoutes } from './find-my-orders'
import { clickWebhookRoutes } from './click-webhooks'
import { uzumWebhookRoutes } from './uzum-webhooks'
import { uzumPayPageRoutes } from '../payments/uzum-pay-page'
import { payboxWebhookRoutes } from './paybox-webhooks'
import { socialRoutes } from './client-users-social'
import { countryRoutes } from './countries'
import { employeeRoutes } from './employees'
import { apiFailure } from '../lib/errors'
import { eventOrderRoutes } from './event-orders'
import { orderPaymentRoutes } from './order-payments'
import { onlineCourseOrderRoutes } from './online-course-orders'
import { productsOrderRoutes } from './products-orders'
import { eventRoutes } from './events'
import { formRoutes } from './forms'
import { franchiseRoutes } from './franchise'
import { landingRoutes } from './landing'
import { languageRoutes } from './languages'
import { leadRoutes } from './leads'
import { locationRoutes } from './location'
import { newsRoutes } from './news'
import { onlineCourseRoutes } from './online-courses'
import { openapiRoutes } from './openapi'
import { pageRoutes } from './pages'
import { partnerRoutes } from './partners'
import { paymeMerchantApiRoutes } from './payme-merchant-api'
import { paymentMethodRoutes } from './payment-methods'
import { productRoutes } from './products'
import { recentlyViewedRoutes } from './recently-viewed'
import { profileSiteRoutes } from './profile-site'
import { reviewRoutes } from './reviews'
import { routableLanguage } from './routable-language'
import { searchRoutes } from './search'
import { mountRoutes, type ApiRoutes } from '../lib/route'
import { sameSiteWrites } from '../lib/same-site-writes'
import { senderLimitOf } from '../lib/sender-limits'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { socialActivityRoutes } from './social-activities'
import { subscriptionRoutes } from './subscriptions'
import { tagRoutes } from './tags'
import { trainerRoutes } from './trainers'
import { vacancyRoutes } from './vacancies'

/** One handler for every endpoint of src/model/api-contract: a missing or unknown one does not typecheck. */
const routes: ApiRoutes = {
  ...openapiRoutes,
  ...languageRoutes,
  ...pageRoutes,
  ...searchRoutes,
  ...recentlyViewedRoutes,
  ...profileSiteRoutes,
  ...franchiseRoutes,
  ...landingRoutes,
  ...countryRoutes,
  ...cityRoutes,
  ...tagRoutes,
  ...eventRoutes,
  ...trainerRoutes,
  ...onlineCourseRoutes,
  ...newsRoutes,
  ...articleRoutes,
  ...partnerRoutes,
  ...socialActivityRoutes,
  ...employeeRoutes,
  ...vacancyRoutes,
  ...formRoutes,
  ...leadRoutes,
  ...subscriptionRoutes,
  ...productRoutes,
  ...reviewRoutes,
  ...eventOrderRoutes,
  ...productsOrderRoutes,
  ...onlineCourseOrderRoutes,
  ...orderPaymentRoutes,
  ...paymentMethodRoutes,
  ...locationRoutes,
  ...paymeMerchantApiRoutes,
  ...clientUserRoutes,
  ...clientUserProfileRoutes,
  ...clientUserPasswordRoutes,
  ...clientUserEmailRoutes,
  ...clientUserOrderRoutes,
  ...clientUserSignInLinkRoutes,
  ...findMyOrdersRoutes,
  ...clientUserSessionRoutes,
  ...socialRoutes,
  ...clickWebhookRoutes,
  ...uzumWebhookRoutes,
  ...uzumPayPageRoutes,
  ...payboxWebhookRoutes,
  ...paymentNotificationRoutes,
  ...sandboxCheckoutRoutes,
}

/** The JSON API of the spec under /api/client (BE-01): the contract's endpoints, mounted in its order. */
export const api = new Hono<AppEnv>().basePath('/api/client')

api.use(sameSiteWrites)
api.use(routableLanguage)

mountRoutes(api, ENDPOINTS, routes, senderLimitOf)

api.notFound((c) => c.json<ApiErrorBody>({ code: 'not_found', message: 'Unknown endpoint' }, 404))

api.onError(apiFailure('API failure'))
