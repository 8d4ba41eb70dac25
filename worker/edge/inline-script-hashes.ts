/** The CSP sources of a page's inline scripts by hash (issue 43.1): a cached page cannot carry a per-response nonce. */

// An inline script element: no src, and a type the browser runs (none, a JavaScript MIME type or module); data
// blocks (JSON, JSON-LD) are never run, so the CSP does not concern them.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const RUN_TYPES = /^(|module|text\/javascript|application\/javascript)$/i

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined
}

/** The texts of the inline scripts the browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!RUN_TYPES.test((attribute(attributes, 'type') ?? '').trim())) continue
    scripts.push(text)
  }
  return scripts
}

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/** `'sha256-…'` of each distinct inline script of the page, for its script-src. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  return Promise.all([...new Set(inlineScripts(html))].map(sha256Source))
}
