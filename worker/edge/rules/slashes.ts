import { withPath, type AddressRule } from './rule'

/** REDIR-10, OQ-16: repeated slashes collapse into one and a trailing slash goes; the query stays. */
export const canonicalSlashes: AddressRule = (url) => {
  const collapsed = url.pathname.replace(/\/{2,}/g, '/')
  return withPath(url, collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed)
}
