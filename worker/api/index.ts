import { Hono } from 'hono'
import type { ApiErrorBody } from '../../src/model/api'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { languages } from './languages'
import { pages } from './pages'
import { profileSite } from './profile-site'

/** The JSON API of the spec under /api/client (BE-01). One module a resource. */
export const api = new Hono<AppEnv>().basePath('/api/client')

api.route('/languages', languages)
api.route('/pages', pages)
api.route('/profile_site', profileSite)
// reference routes (countries, cities, tags)
// events, trainers and online courses routes
// publications routes (news, articles, partners, social activities, employees, vacancies, forms)
// products and reviews routes

api.notFound((c) => c.json<ApiErrorBody>({ code: 'not_found', message: 'Unknown endpoint' }, 404))

api.onError((error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status)
  console.error('API failure', c.req.method, c.req.path, error)
  return c.json<ApiErrorBody>({ code: 'internal', message: 'Internal server error' }, 500)
})
