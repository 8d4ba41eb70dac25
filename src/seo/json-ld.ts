/**
 * schema.org structured data as JSON-LD. The router renders head scripts with the response's CSP nonce,
 * so these inline blocks pass the policy (no unsafe-inline).
 */

export interface HeadScript {
  type: 'application/ld+json'
  children: string
}

export interface BreadcrumbLd {
  name: string
  /** Absolute address; the last crumb (the page itself) may leave it out. */
  url?: string
}

/** A BreadcrumbList (LAYOUT-09) of the trail shown on the page. */
export function breadcrumbListLd(crumbs: BreadcrumbLd[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  }
}

/**
 * A JSON-LD script. Characters that could end the script element or confuse an HTML parser are escaped as
 * JSON unicode escapes, so text from the CMS can never break out of it.
 */
export function jsonLdScript(data: Record<string, unknown>): HeadScript {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return { type: 'application/ld+json', children: json }
}
