import { Hono } from 'hono'
import type { AppEnv, Bindings } from './env'
import { queueReviewDigest } from './mail/review-waiting'
import { deliverOutbox } from './mail/deliver'
import { paymentProviders } from './payments/registry'
import { settlePendingRefunds } from './payments/refund'
import { api } from './api'
import { staffApi } from './staff'
import { oauthConfirm } from './auth/oauth/confirm-route'
import { methodNotAllowed } from './edge/allowed-methods'
import { drainUnreadBody } from './edge/unread-body'
import { d1Session } from './edge/d1-session'
import { pageCache } from './edge/page-cache'
import { locale } from './edge/locale'
import { media } from './media'
import { files } from './media/files'
import { leadCvFiles } from './media/lead-cv'
import { paymentType } from './edge/payment-type'
import { contentRedirects } from './edge/content-redirects'
import { redirects } from './edge/redirects'
import { securityHeaders } from './edge/security-headers'
import { seo } from './seo'
import { subscriptionPages } from './mail/subscription-pages'
import { ticketPages } from './tickets/ticket-page'
import { calendarFiles } from './calendar/calendar-files'
import { renderPage } from './ssr/render'
import { renderFailurePage, renderUnavailablePage } from './ssr/failure-page'
import { DatabaseUnavailable } from './lib/database-unavailable'
import { RATES_CRON, refreshExchangeRates } from './rates/refresh-rates'
import { bumpContentVersion } from './db/content-version'
import { answerFromIsolate, noteHitHeaders } from './edge/isolate-hits'
import { sharedRequest } from './edge/tracking-params'
import { publishDueTrainerBlocks } from './db/trainer-block-schedule'
import { bumpForScheduledContent } from './db/scheduled-content'

/**
 * The one Worker: edge rules → /api/client → server rendering of every other path.
 * Hashed assets and public/ files never reach it (Workers static assets answer them first).
 */
export const app = new Hono<AppEnv>()

// Outermost: a hit's final headers, for the hits answered before the app runs (fetch below).
app.use(noteHitHeaders)
app.use(drainUnreadBody)
app.use(securityHeaders)
app.use(methodNotAllowed)
app.use(d1Session)
// Issue 43.1: anonymous pages and public API reads from the edge cache; a stale copy is refreshed through the app itself.
app.use(pageCache((request, env, ctx) => app.fetch(request, env, ctx)))
app.use(redirects)
app.use(locale)
app.route('/', api)
app.all('/api/client/*', (c) => c.json({ code: 'not_found', message: 'Unknown endpoint' }, 404))
app.route('/', staffApi)
app.all('/api/staff/*', (c) => c.json({ code: 'not_found', message: 'Unknown endpoint' }, 404))
app.route('/', oauthConfirm)
app.route('/', seo)
app.route('/', subscriptionPages)
app.route('/', ticketPages)
app.route('/', calendarFiles)
app.route('/', media)
app.route('/', files)
app.route('/', leadCvFiles)
app.use(paymentType)
app.use(contentRedirects)
app.get('*', (c) => renderPage(c))

// ERR-02: unknown paths and rejected addresses render the 404 page with status 404.
app.notFound((c) => renderPage(c, { notFound: true }))

// ERR-01, SEO-06: a failure outside the router renders the 500 page; if even that fails, a plain one.
// Issue 43.2: D1 unreachable before the app could render → 503 with Retry-After.
app.onError(async (error, c) => {
  if (error instanceof DatabaseUnavailable) {
    console.warn('Database unavailable', c.req.method, c.req.url, error.cause)
    return renderUnavailablePage(c)
  }
  console.error('Unhandled failure', c.req.method, c.req.url, error)
  return renderFailurePage(c)
})

/**
 * The cron triggers of wrangler.toml: every minute the moderators' daily digest (queued once a day, issue 41), then the
 * outbox sender's regular run (retries after failures), the re-read of refunds a provider answered pending (issue 41),
 * the publication of trainers' draft blocks whose scheduled time has come and the content version's bump when a
 * registry item's has (issue 42, 43.1); daily (RATES_CRON) the central banks' exchange rates (issue 42, BE-03).
 */
export const scheduled: ExportedHandlerScheduledHandler<Bindings> = (controller, env, ctx) => {
  if (controller.cron === RATES_CRON) {
    // The new rates change every converted price: the edge cache's next requests are misses (issue 43.1).
    ctx.waitUntil(
      refreshExchangeRates(env)
        .then(async (report) => {
          console.log('Exchange rates run', JSON.stringify(report))
          if (report.fetched.length > 0) await bumpContentVersion(env.DB)
        }),
    )
    return
  }
  const digest = queueReviewDigest(env, controller.scheduledTime).catch((error: unknown) => console.error('Review digest failed', error))
  ctx.waitUntil(digest.then(() => deliverOutbox(env)).then((report) => console.log('Outbox run', report)))
  ctx.waitUntil(settlePendingRefunds(env.DB, paymentProviders(env)).then((settled) => settled > 0 && console.log('Pending refunds settled', settled)))
  // Trainers' draft blocks scheduled for this minute or before become public (issue 42): the edge cache's next requests are misses.
  ctx.waitUntil(
    publishDueTrainerBlocks(env.DB, Date.now())
      .then(async (published) => {
        if (published === 0) return
        console.log('Scheduled trainer blocks published', published)
        await bumpContentVersion(env.DB)
      })
      .catch((error: unknown) => console.error('Scheduled trainer blocks failed', error)),
  )
  // Registry items whose scheduled time came since the last such bump are visible now: the same, in one statement.
  ctx.waitUntil(
    bumpForScheduledContent(env.DB)
      .then((version) => version !== null && console.log('Scheduled content came due: content version', version))
      .catch((error: unknown) => console.error('Scheduled content check failed', error)),
  )
}

/**
 * Every request: a fresh copy this isolate holds answers at once (issue 43.1); the app answers the rest. One the edge
 * cache may answer for everyone is taken without its tracking parameters (an ad click's id), so that it shares the copy.
 */
export function answerRequest(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
  const shared = sharedRequest(request, env)
  return answerFromIsolate(shared, env) ?? app.fetch(shared, env, ctx)
}

export default { fetch: answerRequest, scheduled } satisfies ExportedHandler<Bindings>
