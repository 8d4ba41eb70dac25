/** OQ-52: the visitor's city and country as Cloudflare's edge guesses them (`request.cf`); null when unknown. */
import type { Context } from 'hono'
import type { LocationAnswer } from '../../src/model/entities/orders'

/**
 * The `request.cf` that wrangler's local server (miniflare, `fallbackCf` in its src/cf.ts) gives every request when
 * it has no real edge data: the same made-up visitor of Cloudflare's Dallas edge in Austin, Texas. Matched on all of
 * these fields, so that a real visitor from Austin keeps their city.
 */
const LOCAL_PLACEHOLDER: Readonly<Record<string, unknown>> = {
  asn: 395747,
  colo: 'DFW',
  city: 'Austin',
  region: 'Texas',
  country: 'US',
  postalCode: '78701',
  latitude: '30.27130',
  longitude: '-97.74260',
}

function isLocalPlaceholder(cf: Record<string, unknown>): boolean {
  return Object.entries(LOCAL_PLACEHOLDER).every(([name, value]) => cf[name] === value)
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export function edgeLocation(c: Context): LocationAnswer {
  const cf = c.req.raw.cf as Record<string, unknown> | undefined
  if (!cf || isLocalPlaceholder(cf)) return { city: null, country: null }
  return { city: text(cf.city), country: text(cf.country) }
}
