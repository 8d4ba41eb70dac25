/**
 * JavaScript a page loads before any interaction: every script response Chromium receives until the network is
 * idle, gzipped with zlib (what the edge sends a browser that accepts gzip), summed.
 */
import zlib from 'node:zlib'
import { BROWSER_USER_AGENT } from './http-load.mjs'

/** The budget (issue 4): at most 150 KB of gzip JavaScript before interaction. */
export const JS_BUDGET_BYTES = 150 * 1000

export async function pageJavaScript(browser, url) {
  const page = await browser.newPage({ userAgent: BROWSER_USER_AGENT })
  try {
    const scripts = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const rows = []
    for (const response of scripts) {
      // A worker's script (the Intl warm-up) is received, but its body is not kept for the page: ask for it again.
      const body = await response.body().catch(() => page.request.get(response.url()).then((again) => again.body()))
      rows.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body).length })
    }
    rows.sort((a, b) => b.gzip - a.gzip)
    const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 })
    return { rows, total }
  } finally {
    await page.close()
  }
}

export function printPageJavaScript(pathname, { rows, total }) {
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6)
  const verdict = total.gzip <= JS_BUDGET_BYTES ? 'within' : 'OVER'
  console.log(`  ${pathname}: ${rows.length} files, ${kb(total.raw)} kB raw, ${kb(total.gzip)} kB gzip (${verdict} the 150 kB budget)`)
  for (const row of rows) console.log(`    ${row.url.padEnd(50)} ${kb(row.raw)} kB ${kb(row.gzip)} kB gzip`)
}
