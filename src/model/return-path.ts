/**
 * The one rule for every visitor-given address the site sends a browser back to (OQ-38, OAUTH-02, PAY-12, issue 39.3):
 * raw spaces, control characters and backslashes (which browsers drop, encode or read as `/`) are refused; the rest
 * is read as a browser would, against the site's origin with `.`, `..` and `%2e` segments resolved, and kept only
 * when it stays on the site and its normalised path cannot be read as another host (`//host`, `/\host`).
 */
const SITE = 'https://site.invalid'

/** The normalised same-site path (`/path?query#hash`) of `given`, or null when a browser could leave the site with it. */
export function returnPath(given: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!given || !given.startsWith('/') || /[\s\u0000-\u001f\u007f\\]/.test(given)) return null
  let url: URL
  try {
    url = new URL(given, SITE)
  } catch {
    return null
  }
  if (url.origin !== SITE || url.username !== '' || url.password !== '') return null
  if (!url.pathname.startsWith('/') || /^\/[/\\]/.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The absolute address on the site of `origin` for a visitor-given path, or null (see returnPath). */
export function returnAddress(given: string | null | undefined, origin: string): string | null {
  const path = returnPath(given)
  return path === null ? null : `${origin}${path}`
}
