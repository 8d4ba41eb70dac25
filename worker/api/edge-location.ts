/** OQ-52: the visitor's city and country as Cloudflare's edge guesses them (`request.cf`); null when unknown. */
import type { Context } from 'hono'
import type { LocationAnswer } from '../../src/model/entities/orders'

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export function edgeLocation(c: Context): LocationAnswer {
  const cf = c.req.raw.cf as { city?: unknown; country?: unknown } | undefined
  return { city: text(cf?.city), country: text(cf?.country) }
}
