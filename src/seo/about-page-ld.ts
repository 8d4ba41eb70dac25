import type { SiteSeo } from './head'
import { canonicalUrl } from '../model/site-urls'

/** schema.org `AboutPage` of `/about-center` whose main entity is the centre, with its founding year (ABOUT-01, OQ-25). */
export function aboutPageLd(url: string, site: SiteSeo, founded: number | null | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url,
    mainEntity: {
      '@type': 'Organization',
      name: site.siteName,
      url: canonicalUrl(site.origin, site.language, '/'),
      ...(founded ? { foundingDate: String(founded) } : {}),
    },
  }
}
