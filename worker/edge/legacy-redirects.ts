/**
 * Legacy addresses of the old site (REDIR-01…08, OQ-15, OQ-16). Each matches with or without the trailing
 * slash; the target is the final address, so a visitor lands in one hop.
 */
interface LegacyRule {
  matches: (path: string) => boolean
  target: string
}

const exact = (legacy: string) => (path: string) => path === legacy

const LEGACY_RULES: LegacyRule[] = [
  { matches: exact('/novosti'), target: '/news' },
  { matches: exact('/kontakty'), target: '/contacts' },
  { matches: exact('/raspisanie'), target: '/events' },
  { matches: exact('/o-tsentre/onlayn-shkola'), target: '/online_school' },
  { matches: exact('/rezultaty-uchenikov'), target: '/reviews' },
  { matches: exact('/o-tsentre'), target: '/about-center' },
  { matches: exact('/knigi'), target: '/shop?type=BOOK' },
  { matches: (path) => /\/treningi-i-obuchenie(\/|$)/.test(path), target: '/events' },
  { matches: (path) => path.includes('/vyezdnye-meropriyatiya'), target: '/events' },
]

/** The target (path and optional query) of a legacy path given without language prefix and trailing slash. */
export function legacyTarget(path: string): string | undefined {
  return LEGACY_RULES.find((rule) => rule.matches(path))?.target
}
