import type { AddressRule } from './rule'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const ALIAS_PREFIX = /^(www|test)\./i

/** A host of a local run: never redirected, whatever it starts with. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')
}

/**
 * REDIR-11, OQ-17: a host starting with www. or test. goes to https on the production host (SITE_HOST), or, when
 * that is not configured, on the requested host without the prefix.
 */
export const canonicalHost: AddressRule = (url, { siteHost }) => {
  if (isLocalHost(url.hostname) || !ALIAS_PREFIX.test(url.hostname)) return url
  const next = new URL(url.href)
  next.protocol = 'https:'
  next.host = siteHost || url.hostname.replace(ALIAS_PREFIX, '')
  return next
}
