import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server'
import type { Context } from 'hono'
import clientAssets from 'virtual:client-assets'
import { createApiClient } from '../../src/api/client'
import { createAppIntl } from '../../src/i18n/intl'
import { pageCacheControl } from '../../src/model/personal-pages'
import { loadMessages } from '../../src/i18n/messages'
import { createAppRouter } from '../../src/router'
import { createDeskRouter } from '../../src/admin/desk-router'
import { api } from '../api'
import { staffApi } from '../staff'
import { isAdminPath } from '../../src/model/staff'
import { viewerOf } from '../auth/sessions'
import type { AppEnv } from '../env'
import { canonicalSlashes } from '../edge/rules/slashes'
import { earlyClickKeeperScript } from './early-click-script'
import { insertAtMarkers } from './insert-html'
import { isBrowserBuiltMessage } from '../../src/components/layout/browser-built-messages'
import { recordMessages } from './page-messages'
import { routerManifest } from './router-manifest'
import { asVisitor } from './visitor-request'
import { renderRead } from './render-reads'
import { RETRY_AFTER_SECONDS } from '../lib/database-unavailable'

/** Each app's router and manifest: the staff desk's for its paths (issue 41), the visitors' for every other. */
const APPS = {
  site: { createRouter: createAppRouter, manifest: routerManifest(clientAssets, 'site') },
  desk: { createRouter: createDeskRouter, manifest: routerManifest(clientAssets, 'desk') },
}

export interface RenderOptions {
  /** Render the 404 page whatever the address (edge rules that found nothing). */
  notFound?: boolean
}

/**
 * Renders the app for a request and streams it (crawlers get the complete page). Loaders call the API
 * in-process: the Hono API app with this request's env, never a network round trip to ourselves.
 */
export async function renderPage(c: Context<AppEnv>, options: RenderOptions = {}): Promise<Response> {
  const language = c.get('language')
  // A rejected address (any method) renders the 404 page at its canonical path: the router itself would otherwise
  // answer a trailing slash with its own redirect, and a non-GET request is never redirected.
  const request = options.notFound ? atCanonicalPath(c.req.raw) : c.req.raw
  const desk = isAdminPath(new URL(request.url).pathname)
  const app = desk ? APPS.desk : APPS.site
  const currency = c.get('currency')
  const nonce = c.get('secureHeadersNonce')
  const origin = new URL(request.url).origin
  const viewer = await viewerOf(c)
  // Issue 43.2: an in-process API call that found D1 unreachable makes the whole page a 503 with Retry-After.
  let unavailable = false
  const noting = (answer: Response): Response => {
    if (answer.status === 503) unavailable = true
    return answer
  }
  const apiClient = createApiClient({
    origin,
    language,
    currency,
    fetch: (apiRequest) =>
      renderRead(c.env, asVisitor(apiRequest, c.req.header('Cookie')), (request) => Promise.resolve(api.fetch(request, c.env, executionContext(c)))).then(noting),
  })
  // The messages this render reads go into the page, so the browser hydrates without the whole catalogue; and those
  // of the shell's panels that the browser builds itself (browser-built-messages.ts).
  const recorder = recordMessages((await loadMessages(language)) as Record<string, string>, isBrowserBuiltMessage)
  const intl = createAppIntl(language, recorder.messages)
  recorder.reset()
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => app.manifest,
    createRouter: () =>
      app.createRouter(
        {
          api: apiClient,
          language,
          languages: c.get('languages'),
          viewer,
          currency,
          intl,
          siteUrl: c.env.SITE_URL || origin,
          staffFetch: (staffRequest: Request) =>
            Promise.resolve(staffApi.fetch(asVisitor(staffRequest, c.req.header('Cookie')), c.env, executionContext(c))).then(noting),
          ...(options.notFound ? { forceNotFound: true } : {}),
        },
        nonce ? { nonce } : {},
      ),
  })
  const response = await handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({ request: req, router, responseHeaders, children: <RouterServer router={router} /> }),
  )
  if (unavailable) {
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    response.headers.set('Cache-Control', 'no-store')
  } else response.headers.set('Cache-Control', pageCacheControl(new URL(request.url).pathname, viewer !== null))
  response.headers.set('Vary', 'Cookie')
  // The staff desk (issue 41) is for no search engine.
  if (desk) response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  if (!response.body || !response.headers.get('Content-Type')?.startsWith('text/html')) return response
  // The early-click keeper first of all (before the stylesheet, which would hold an inline script back), the
  // messages the render read last.
  return new Response(
    insertAtMarkers(response.body, [
      { marker: '<head>', place: 'after', html: () => earlyClickKeeperScript(nonce) },
      { marker: '</body>', place: 'before', html: () => recorder.script(nonce) },
    ]),
    unavailable ? { status: 503, headers: response.headers } : response,
  )
}

/** The request's ExecutionContext; there is none when the app is called as `app.request(url, init, env)`. */
function executionContext(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

function atCanonicalPath(request: Request): Request {
  const url = canonicalSlashes(new URL(request.url), { siteHost: '' })
  return url.href === request.url ? request : new Request(url, { method: 'GET', headers: request.headers })
}
