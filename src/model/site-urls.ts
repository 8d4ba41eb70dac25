import { DEFAULT_LANGUAGE, languagePrefix, splitLanguage, type Language } from './languages'

/** The hreflang of a language version, plus x-default for visitors whose language the site does not have. */
export type Hreflang = Language | 'x-default'

export interface LanguageAlternate {
  hreflang: Hreflang
  href: string
}

/**
 * The site's public origin (SEO-04): the configured SITE_URL when set, otherwise the request's origin.
 * Always without a trailing slash, so that `${origin}${path}` is a well-formed address.
 */
export function siteOrigin(configured: string | undefined, requestUrl: string): string {
  const base = configured?.trim() ? configured.trim() : new URL(requestUrl).origin
  return base.replace(/\/+$/, '')
}

/**
 * A pathname as the edge serves it (REDIR-10, REDIR-12): no trailing slash, no /ru prefix, split into its
 * language and the language-less rest ('/page/oferta').
 */
export function pathParts(pathname: string): { language: Language; path: string } {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
  const { language, rest } = splitLanguage(trimmed || '/')
  return { language, path: rest }
}

/**
 * The canonical address of a language-less path in one language: self-referencing in every language (OQ-20 —
 * /en is not stripped); ru has no prefix (I18N-01); the home page of ru is `${origin}/`, of en `${origin}/en`.
 */
export function canonicalUrl(origin: string, language: Language, path: string): string {
  const rest = path === '/' ? '' : path
  const relative = `${languagePrefix(language)}${rest}`
  return `${origin}${relative || '/'}`
}

/** hreflang alternates of a page (OQ-20): every routable language, and x-default → the default language. */
export function languageAlternates(origin: string, path: string, routable: readonly Language[]): LanguageAlternate[] {
  return [
    ...routable.map((language) => ({ hreflang: language, href: canonicalUrl(origin, language, path) })),
    { hreflang: 'x-default' as const, href: canonicalUrl(origin, DEFAULT_LANGUAGE, path) },
  ]
}
