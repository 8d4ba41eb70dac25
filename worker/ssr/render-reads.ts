/**
 * The public reads of a rendered page, from the isolate's memory (issue 43.3). A page the edge cache did not hold (a
 * new content version, another address, another currency) renders with the API answers that an earlier render of
 * this isolate read for the same address, currency and content version, while they are fresh (the edge cache's
 * seconds), instead of asking D1 and serializing them again: the footer's offices, the menus, the settings, the lists
 * a page shares with others. Only what the edge cache itself may keep for every visitor (page-cache-rules.ts): an
 * anonymous visitor's public reads, answered 200 without a cookie; nothing when the cache is off.
 */
import { currencyFromCookie } from '../../src/model/currencies'
import { contentVersion } from '../db/content-version'
import { freshSeconds, isCacheOn } from '../edge/page-cache'
import { bypassReason, cacheKey, isStorableAnswer } from '../edge/page-cache-rules'
import { createRecentCopies, type StoredCopy } from '../edge/recent-copies'
import type { Bindings } from '../env'

interface KeptRead extends StoredCopy {
  storedAt: number
}

const reads = createRecentCopies<KeptRead>({ maxCopies: 256, maxBytes: 8 * 1024 * 1024 })

/**
 * The answer to `request`, one of a server render's in-process API calls made as the visitor (with their cookies): a
 * fresh copy this isolate kept, or `read(request)`, kept when every visitor may share it.
 */
export async function renderRead(env: Bindings, request: Request, read: (request: Request) => Promise<Response>): Promise<Response> {
  const cookie = request.headers.get('Cookie') ?? undefined
  if (!isCacheOn(env, cookie) || bypassReason(request) !== null) return read(request)
  const version = await contentVersion(env.DB)
  if (version === null) return read(request)
  const key = cacheKey(request.url, currencyFromCookie(cookie), version)
  const kept = reads.get(key)
  if (kept && (Date.now() - kept.storedAt) / 1000 < freshSeconds(env)) return answerOf(kept)
  const answer = await read(request)
  if (!isStorableAnswer(answer)) return answer
  const copy = { status: answer.status, headers: [...answer.headers], body: new Uint8Array(await answer.arrayBuffer()), storedAt: Date.now() }
  reads.keep(key, copy)
  return answerOf(copy)
}

function answerOf(copy: KeptRead): Response {
  return new Response(copy.body.slice(), { status: copy.status, headers: copy.headers })
}
