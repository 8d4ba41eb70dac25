import { languagePrefix, type Language } from '../../src/model/languages'

/**
 * Paths crawlers have no business in: the API, the QA switch (ROUTE-10), payment pages (ROUTE-07), the personal
 * account (SEO-03: never indexed) and the OAuth return.
 */
export const DISALLOWED_PATHS = ['/api/', '/_test', '/payment/', '/account', '/_oauth_confirm'] as const

/**
 * robots.txt: the whole site is open except DISALLOWED_PATHS, in every routable language's address space (rules are
 * prefixes, and /en/account is not under /account), and the sitemap is named by its absolute address.
 */
export function robotsTxt(origin: string, routable: readonly Language[]): string {
  const disallowed = new Set<string>()
  for (const path of DISALLOWED_PATHS) {
    disallowed.add(path)
    // The API has no language prefix; pages do.
    if (path !== '/api/') for (const language of routable) disallowed.add(`${languagePrefix(language)}${path}`)
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
