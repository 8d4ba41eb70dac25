import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'
import { PERMISSIONS_POLICY } from './permissions-policy'

const HSTS = 'max-age=31536000; includeSubDomains'

function headersFor(development: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline' for scripts: every inline script carries this response's nonce, or, on a page the edge
      // cache keeps, is allowed by its hash (worker/edge/page-cache.ts).
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://yandex.ru', 'https://www.google.com'],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'SAMEORIGIN',
    strictTransportSecurity: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  })
}

const production = headersFor(false)
const development = headersFor(true)

/**
 * Security headers on every response the Worker makes (static files get theirs from public/_headers).
 * HSTS only on the configured production host over https.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await (c.env.APP_ENV === 'development' ? development : production)(c, async () => {
    await next()
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY)
    const url = new URL(c.req.url)
    if (url.protocol === 'https:' && c.env.SITE_HOST && url.hostname === c.env.SITE_HOST) {
      c.res.headers.set('Strict-Transport-Security', HSTS)
    }
  })
  // A page rendered without a nonce (one the edge cache may keep) allows exactly its inline scripts, by hash.
  const hashes = c.get('scriptHashes')
  const policy = c.res.headers.get('Content-Security-Policy')
  if (hashes && policy) c.res.headers.set('Content-Security-Policy', policy.replace(/ 'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join('')))
}
