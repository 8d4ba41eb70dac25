import { Hono } from 'hono'
import type { ApiErrorBody } from '../../src/model/api'
import type { AppEnv } from '../env'
import { cities } from './cities'
import { clickWebhooks } from './click-webhooks'
import { countries } from './countries'
import { articles } from './articles'
import { employees } from './employees'
import { ApiError } from './errors'
import { eventRoutes } from './events'
import { eventOrders, eventOrdersCalculate } from './event-orders'
import { eventOrdersPayments } from './event-orders-payments'
import { forms, formFields } from './forms'
import { languages } from './languages'
import { location } from './location'
import { paymentMethods } from './payment-methods'
import { openapiRoutes } from './openapi'
import { news } from './news'
import { onlineCourses } from './online-courses'
import { pages } from './pages'
import { paymentNotifications } from '../payments/notifications'
import { sandboxCheckout } from '../payments/sandbox-checkout'
import { partners } from './partners'
import { profileSite } from './profile-site'
import { products, props } from './products'
import { reviews } from './reviews'
import { mountRoutes } from './route'
import { routableLanguage } from './routable-language'
import { sameSiteWrites } from './same-site-writes'
import { socialActivities } from './social-activities'
import { tags } from './tags'
import { trainers } from './trainers'
import { vacancies } from './vacancies'

/** The JSON API of the spec under /api/client (BE-01). One module a resource. */
export const api = new Hono<AppEnv>().basePath('/api/client')

api.use(sameSiteWrites)
api.use(routableLanguage)

mountRoutes(api, { ...openapiRoutes, ...eventRoutes })

api.route('/languages', languages)
api.route('/pages', pages)
api.route('/profile_site', profileSite)
// reference routes (countries, cities, tags)
api.route('/countries', countries)
api.route('/cities', cities)
api.route('/tags', tags)
// events, trainers and online courses routes
api.route('/trainers', trainers)
api.route('/online_courses', onlineCourses)
// publications routes (news, articles, partners, social activities, employees, vacancies, forms)
api.route('/news', news)
api.route('/articles', articles)
api.route('/partners', partners)
api.route('/social-activities', socialActivities)
api.route('/employees', employees)
api.route('/vacancy', vacancies)
api.route('/forms', forms)
api.route('/fields', formFields)
// products and reviews routes
api.route('/products', products)
api.route('/props', props)
api.route('/reviews', reviews)
// orders and payments routes (issue 5; OQ-46: `events-orders-payments` is the spec's alias)
api.route('/event-orders', eventOrders)
api.route('/event-orders-calculate', eventOrdersCalculate)
api.route('/event-orders-payments', eventOrdersPayments)
api.route('/events-orders-payments', eventOrdersPayments)
api.route('/payment-notifications/click', clickWebhooks)
api.route('/payment-notifications', paymentNotifications)
api.route('/payment-methods', paymentMethods)
api.route('/sandbox-checkout', sandboxCheckout)
api.route('/location', location)

api.notFound((c) => c.json<ApiErrorBody>({ code: 'not_found', message: 'Unknown endpoint' }, 404))

api.onError((error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
  console.error('API failure', c.req.method, c.req.path, error)
  return c.json<ApiErrorBody>({ code: 'internal', message: 'Internal server error' }, 500)
})
