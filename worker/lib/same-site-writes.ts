/**
 * DESIGN "The API", OQ-53: state-changing requests to /api/client take JSON only (415 otherwise) and are refused
 * (403) when the browser says they come from another site: Sec-Fetch-Site `cross-site`, `same-site` from another
 * origin, or an Origin that is not the site's (SITE_URL, else the request's). Requests with neither header (API
 * clients, the renderer's in-process calls) pass. Provider callbacks are exempt: they come from the providers'
 * servers, authenticated by their signatures, and Click posts forms. The sandbox checkout's own page posts its pay
 * and decline forms; the desk's image and file uploads send the file's own bytes (issue 42). Hono's `csrf` is not used: it checks only form and text bodies, lets any request with a
 * matching Sec-Fetch-Site or Origin through whatever its type, and answers a plain-text 403.
 */
import { createMiddleware } from 'hono/factory'
import { siteOrigin } from '../../src/model/site-urls'
import type { AppEnv } from '../env'
import { ApiError } from './errors'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const JSON_TYPE = /^application\/json\s*(;|$)/i
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const PROVIDER_CALLBACKS = /^\/api\/client\/payment-notifications\//
const SANDBOX_DECISIONS = /^\/api\/client\/sandbox-checkout\/[^/]+\/(pay|decline)$/
/** The desk's uploads (issue 42): each path with the types of its raw body (the contract's `upload`). */
const RAW_UPLOADS: readonly (readonly [path: RegExp, type: RegExp])[] = [
  [/^\/api\/staff\/images$/, /^image\/(jpeg|png|webp)\s*(;|$)/i],
  [/^\/api\/staff\/files$/, /^application\/pdf\s*(;|$)/i],
]

function acceptedType(path: string, contentType: string): boolean {
  return (
    JSON_TYPE.test(contentType) ||
    (SANDBOX_DECISIONS.test(path) && FORM_TYPE.test(contentType)) ||
    RAW_UPLOADS.some(([uploadPath, type]) => uploadPath.test(path) && type.test(contentType))
  )
}

export const sameSiteWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method) || PROVIDER_CALLBACKS.test(c.req.path)) return next()
  const origin = c.req.header('Origin')
  const fetchSite = c.req.header('Sec-Fetch-Site')
  const fromSite = origin === new URL(siteOrigin(c.env.SITE_URL, c.req.url)).origin
  if (fetchSite === 'cross-site' || (fetchSite === 'same-site' && !fromSite) || (origin !== undefined && !fromSite)) {
    throw new ApiError(403, { code: 'cross_site_request', message: 'Requests from other sites are refused' })
  }
  if (!acceptedType(c.req.path, c.req.header('Content-Type') ?? '')) {
    throw new ApiError(415, { code: 'unsupported_media_type', message: 'The body must be application/json' })
  }
  await next()
})
