import { Hono } from 'hono'
import { cvFileName } from '../../src/model/lead-cv'
import { ApiError } from '../lib/errors'
import { requiredSecret } from '../lib/required-secret'
import type { AppEnv, Bindings } from '../env'
import { cvLinkValid, LEAD_CV_PATH } from './lead-cv-link'

/**
 * GET /lead-files/<lead uuid>?expires=…&signature=… — a lead's CV for the managers (BE-29), only through the signed
 * link of their mail: a wrong or expired signature is a 403; the file comes as an attachment and is never cached.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The secret that signs the CV links; a 503 `not_configured` where none fits. */
export function leadFilesKey(env: Pick<Bindings, 'LEAD_FILES_KEY'>, url: URL): string {
  return requiredSecret('LEAD_FILES_KEY', env.LEAD_FILES_KEY, url)
}

/**
 * `attachment` with the name as it was (RFC 6266 `filename*`, every character outside RFC 8187's attr-char
 * percent-encoded) and an ASCII stand-in for old clients.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\w.\- ]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }

export const leadCvFiles = new Hono<AppEnv>().get(`${LEAD_CV_PATH}:uuid`, async (c) => {
  const uuid = c.req.param('uuid')
  let secret: string
  try {
    secret = leadFilesKey(c.env, new URL(c.req.url))
  } catch (error) {
    if (error instanceof ApiError) return c.text('Not configured', 503, PRIVATE)
    throw error
  }
  if (!UUID.test(uuid) || !(await cvLinkValid(secret, uuid, c.req.query('expires'), c.req.query('signature'), Date.now()))) {
    return c.text('Forbidden', 403, PRIVATE)
  }
  const lead = await c.env.DB.prepare('SELECT cv_key FROM leads WHERE uuid = ?1').bind(uuid).first<{ cv_key: string | null }>()
  const object = lead?.cv_key ? await c.env.FILES.get(lead.cv_key) : null
  if (!object) return c.text('Not found', 404, PRIVATE)
  const headers = new Headers(PRIVATE)
  object.writeHttpMetadata(headers)
  // Issue 39.10: the extension follows the stored type, also for CVs stored before names followed it.
  headers.set('Content-Disposition', attachmentDisposition(cvFileName(object.customMetadata?.filename ?? 'cv', object.httpMetadata?.contentType ?? '')))
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { status: 200, headers })
})
