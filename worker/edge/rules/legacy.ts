import { withinLanguage, type PathTarget } from './rule'

/**
 * Addresses of the old site (REDIR-01…08, OQ-15, OQ-16). Paths are compared without language prefix and trailing
 * slash (the slash rule runs first); each target is final, so a visitor lands in one hop.
 */
const LEGACY: Array<{ matches: (path: string) => boolean; target: PathTarget }> = [
  { matches: exact('/novosti'), target: { path: '/news' } },
  { matches: exact('/kontakty'), target: { path: '/contacts' } },
  { matches: exact('/raspisanie'), target: { path: '/events' } },
  { matches: exact('/o-tsentre/onlayn-shkola'), target: { path: '/online_school' } },
  { matches: exact('/rezultaty-uchenikov'), target: { path: '/reviews' } },
  { matches: exact('/o-tsentre'), target: { path: '/about-center' } },
  { matches: exact('/knigi'), target: { path: '/shop', query: new URLSearchParams({ type: 'BOOK' }) } },
  { matches: (path) => /\/treningi-i-obuchenie(\/|$)/.test(path), target: { path: '/events' } },
  { matches: (path) => path.includes('/vyezdnye-meropriyatiya'), target: { path: '/events' } },
]

function exact(legacy: string) {
  return (path: string) => path === legacy
}

/** The new address of a legacy path (without language prefix), if it is one. */
export function legacyTarget(path: string): PathTarget | undefined {
  return LEGACY.find((rule) => rule.matches(path))?.target
}

/** REDIR-01…08: legacy addresses go to their new page, in the same language. */
export const legacyAddress = withinLanguage(legacyTarget)
