import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { isAdminPath } from '../../src/model/staff'
import type { AppEnv } from '../env'
import { DESK_PERMISSIONS_POLICY, PERMISSIONS_POLICY } from './permissions-policy'

const HSTS = 'max-age=31536000; includeSubDomains'

function headersFor(development: boolean, desk: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline' for scripts: every inline script carries this response's nonce, or, on a page the edge
      // cache keeps, is allowed by its hash (worker/edge/page-cache.ts). The staff desk's pages may compile
      // WebAssembly: the door's QR decoder (src/admin/zxing-qr.ts, issue 44). The desk is one app, so whichever desk
      // page a door account opened first is the document that reaches the door. Visitors' pages compile none.
      scriptSrc: desk ? ["'self'", NONCE, "'wasm-unsafe-eval'"] : ["'self'", NONCE],
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

/** The headers of a visitors' response and of a desk page, in production and under `npm run dev`. */
const HEADERS = {
  production: { site: headersFor(false, false), desk: headersFor(false, true) },
  development: { site: headersFor(true, false), desk: headersFor(true, true) },
}

/**
 * Security headers on every response the Worker makes (static files get theirs from public/_headers).
 * HSTS only on the configured production host over https.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  const headers = HEADERS[c.env.APP_ENV === 'development' ? 'development' : 'production']
  const desk = isAdminPath(url.pathname)
  await headers[desk ? 'desk' : 'site'](c, async () => {
    await next()
    c.res.headers.set('Permissions-Policy', desk ? DESK_PERMISSIONS_POLICY : PERMISSIONS_POLICY)
    if (url.protocol === 'https:' && c.env.SITE_HOST && url.hostname === c.env.SITE_HOST) {
      c.res.headers.set('Strict-Transport-Security', HSTS)
    }
  })
  // A page rendered without a nonce (one the edge cache may keep) allows exactly its inline scripts, by hash.
  const hashes = c.get('scriptHashes')
  const policy = c.res.headers.get('Content-Security-Policy')
  if (hashes && policy) c.res.headers.set('Content-Security-Policy', policy.replace(/ 'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join('')))
}
