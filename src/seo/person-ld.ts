/** schema.org `Person` of a trainer page (issue 4 JSON-LD; TRAINER-03, ENTITY-05). */

export interface PersonLdInput {
  name: string
  /** Absolute address of the trainer's page. */
  url: string
  jobTitle?: string | null
  description?: string | null
  /** Absolute or site-relative address of the photo. */
  image?: string | null
  /** Profiles elsewhere (the trainer's social networks and blog). */
  sameAs?: readonly string[]
  /** The organisation the trainer teaches at. */
  worksFor?: { name: string; url: string }
}

function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** A Person; empty fields are left out rather than sent as empty strings. */
export function personLd(origin: string, person: PersonLdInput): Record<string, unknown> {
  const sameAs = [...new Set(person.sameAs ?? [])].filter((url) => /^https?:\/\//i.test(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url: person.url,
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.description ? { description: person.description } : {}),
    ...(person.image ? { image: absoluteUrl(origin, person.image) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(person.worksFor ? { worksFor: { '@type': 'Organization', ...person.worksFor } } : {}),
  }
}
