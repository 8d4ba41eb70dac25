import type { MiddlewareHandler } from 'hono'
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, type ContentTypeName } from '../../src/model/content-types'
import { languagePrefix, splitLanguage } from '../../src/model/languages'
import { redirectedSlug } from '../db/content-writes'
import type { AppEnv } from '../env'

/** `/news/{slug}` → the type whose public page it is and the slug (issue 42, BE-05). */
export function contentPageOf(rest: string): { type: ContentTypeName; slug: string } | null {
  for (const type of CONTENT_TYPE_NAMES) {
    const prefix = CONTENT_TYPES[type].publicPath('')
    if (rest.startsWith(prefix) && /^[^/]+$/.test(rest.slice(prefix.length))) {
      const slug = decoded(rest.slice(prefix.length))
      return slug === null ? null : { type, slug }
    }
  }
  return null
}

/** A path segment decoded, or null when its percent escapes are malformed (`%ff`): no slug was ever that (issue 39.7). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * A content page that is not found under an old slug answers 301 to its current address, in the same language. Only
 * a 404 looks the old slug up, so a found page costs nothing more.
 */
export const contentRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.status !== 404 || c.req.method !== 'GET') return
  const url = new URL(c.req.url)
  const { language, rest } = splitLanguage(url.pathname)
  const page = contentPageOf(rest)
  if (!page) return
  // A failed look-up keeps the 404 the page answered.
  const slug = await redirectedSlug(c.env.DB, page.type, page.slug).catch(() => null)
  if (slug === null) return
  c.res = c.redirect(`${languagePrefix(language)}${CONTENT_TYPES[page.type].publicPath(encodeURIComponent(slug))}${url.search}`, 301)
}
