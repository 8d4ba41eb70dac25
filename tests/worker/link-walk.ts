import { expect } from 'vitest'

/**
 * An address in one language, with its ids, numbers, query values and (on the site) the item's slug left out, so
 * `/admin/orders/events/<uuid>` pages, `?page=2` and `?page=3`, `/en/admin` and `/admin`, or `/news/a` and `/news/b`
 * count as one shape: a dead link is a wrong route or parameter, not one id of many.
 */
export function shapeOf(path: string): string {
  const [pathname, query = ''] = path.split('?')
  const keys = [...new URLSearchParams(query).keys()].sort().join('&')
  const inOneLanguage = pathname!.replace(/^\/(en|ky)(?=\/|$)/, '') || '/'
  const ids = inOneLanguage
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':uuid')
    .replace(/\/\d+(?=\/|$)/g, '/:n')
  const shape = /^\/(admin|api)(\/|$)/.test(ids) ? ids : ids.replace(/^(\/.+)\/[^/]+$/, '$1/:slug')
  return `${shape}?${keys}`
}

/** The same-origin links (`href="/…"`) of a server-rendered page, as written. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).filter((href) => href.startsWith('/'))
}

export interface LinkWalk {
  /** Opens an address as the walking visitor (with their cookie, if any). */
  open: (path: string) => Promise<Response>
  /** Where the walk starts. */
  start: string[]
  /** Whether a linked address is a page to walk on from (the rest are only checked to answer). */
  walks: (path: string) => boolean
}

/** Answers `path`, following a redirect within the site once (one to another site counts as answered). */
async function answer(open: LinkWalk['open'], path: string): Promise<Response> {
  const response = await open(path)
  const location = response.headers.get('location')
  if (response.status < 300 || response.status >= 400 || !location) return response
  const next = new URL(location, 'http://localhost')
  return next.origin === 'http://localhost' ? open(next.pathname + next.search) : response
}

/**
 * No dead ends (DEVELOPERS "No dead ends"): the server-rendered pages are walked through their own links from `start`,
 * each shape of address once, and every link any of them shows answers without an error; a redirect within the site
 * is followed once. Returns the pages walked (the HTML pages whose links were followed).
 */
export async function expectNoDeadLinks({ open, start, walks }: LinkWalk): Promise<Set<string>> {
  const queue = [...start]
  const walked = new Set<string>()
  const shapes = new Set<string>()
  const dead: string[] = []
  // one link of each shape, with the page that shows it
  const links = new Map<string, { target: string; from: string }>()
  while (queue.length > 0) {
    const path = queue.shift()!
    const shape = shapeOf(path)
    if (shapes.has(shape)) continue
    shapes.add(shape)
    const response = await answer(open, path)
    if (response.status >= 400) dead.push(`${path} (on ${links.get(shape)?.from ?? 'the start'}): ${response.status}`)
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) continue
    walked.add(path)
    for (const href of hrefsOf(await response.text())) {
      const target = href.split('#')[0]!
      if (!target || links.has(shapeOf(target))) continue
      links.set(shapeOf(target), { target, from: path })
      if (walks(target)) queue.push(target)
    }
  }
  for (const [shape, { target, from }] of links) {
    if (shapes.has(shape)) continue
    const response = await answer(open, target)
    if (response.status >= 400) dead.push(`${target} (on ${from}): ${response.status}`)
  }
  expect(dead).toEqual([])
  return walked
}
