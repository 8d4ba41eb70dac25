/**
 * The query parameters that adverts and mailings add to a link to count its clicks (issue 43.1): no page reads them,
 * and an ad click's own id (Yandex's yclid and ysclid, Google's gclid, Meta's fbclid) makes each visitor's address
 * unique. The edge cache keys a page without them (worker/edge/tracking-params.ts), so that a wave of visitors from an
 * advert is served one copy; a page's own links (the language switch, the currency form) do not carry them on.
 * The address bar keeps them, for the analytics that read them there.
 */
const CLICK_IDS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'ysclid',
  'ymclid',
  '_openstat',
  'mc_cid',
  'mc_eid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  '_gl',
  'srsltid',
])

export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || CLICK_IDS.has(name)
}

/** A query string (`?a=1&utm_source=x`, with or without `?`) without tracking parameters: as it was when it has none. */
export function withoutTrackingParams(search: string): string {
  const params = [...new URLSearchParams(search)]
  const kept = params.filter(([name]) => !isTrackingParam(name))
  if (kept.length === params.length) return search
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : ''
}

/** A router's search (parsed query) without tracking parameters: the same object when it has none. */
export function omitTrackingParams<Search extends object>(search: Search): Search {
  const kept = Object.entries(search).filter(([name]) => !isTrackingParam(name))
  return kept.length === Object.keys(search).length ? search : (Object.fromEntries(kept) as Search)
}
