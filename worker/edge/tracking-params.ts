/**
 * An advert's visitors share one cached copy (issue 43.1): a request the edge cache may answer for everyone is answered
 * as its address without the tracking parameters (src/model/tracking-params.ts), so that each ad click's own id does not
 * make a miss, a render and a stored copy of its own, and no copy carries another visitor's ids. The browser's address
 * is untouched (no redirect): the analytics that read them there still do.
 */
import { isTrackingParam } from '../../src/model/tracking-params'
import type { Bindings } from '../env'
import { isCacheOn } from './page-cache'
import { bypassReason } from './page-cache-rules'

/** The request as the edge cache answers it for everyone: without tracking parameters; as it came otherwise. */
export function sharedRequest(request: Request, env: Bindings): Request {
  if (!request.url.includes('?') || (request.method !== 'GET' && request.method !== 'HEAD')) return request
  const url = new URL(request.url)
  const tracking = [...url.searchParams.keys()].filter(isTrackingParam)
  if (tracking.length === 0) return request
  if (!isCacheOn(env, request.headers.get('Cookie') ?? undefined) || bypassReason(request) !== null) return request
  for (const name of new Set(tracking)) url.searchParams.delete(name)
  return new Request(url, request)
}
