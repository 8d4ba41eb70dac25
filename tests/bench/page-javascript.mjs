/**
 * JavaScript a page loads before any interaction: every script response Chromium receives until the network is
 * idle, gzipped with zlib (what the edge sends a browser that accepts gzip), summed; each named with how the page
 * asked for it: the entry (the start script's), a modulepreload link of the server's HTML, or fetched by the app
 * as it started (a lazily loaded part of the first screen, the catalogue, the Intl warm-up worker).
 */
import zlib from 'node:zlib'
import { BROWSER_USER_AGENT } from './http-load.mjs'

/**
 * The issue's budget (issue 4, issue 40.2): at most 150 KB of gzip JavaScript before interaction. The staff desk's
 * routes are a router and an entry of their own (issue 41), so none of them is in what a visitor's page loads.
 * Lowered to 149 KB (issue 43.3): the pages load 132.9–146.3 KB (the event page the largest), of which react-dom
 * (with react and its scheduler) is some 66 KB and TanStack Router (with its history and store) 28 KB on every page.
 * The event page measured up to 147.6 KB on a loaded machine: the sections hydrated as they come near the first
 * screen (its leaders, texts and gallery) load before the network is idle or after it, as the machine's load has it.
 * Every page under 120 KB is still issue 43.3's aim.
 */
export const JS_BUDGET_BYTES = 149 * 1000

/** The files the server's HTML names: `<link rel="modulepreload" href>` and the entry the start script adds. */
function namedByHtml(html) {
  const preloads = new Set()
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && /\brel="?modulepreload\b/.test(tag)) preloads.add(new URL(href, 'http://page.invalid').pathname)
  }
  // The start script writes the entry's address as JSON, perhaps with its slashes escaped.
  const entries = new Set([...html.replaceAll('\\/', '/').matchAll(/\/assets\/entry-client-[\w-]+\.js/g)].map((match) => match[0]))
  return (pathname) => (entries.has(pathname) ? 'entry' : preloads.has(pathname) ? 'modulepreload' : 'fetched')
}

/** Measures on a page of its own (its own context: nothing comes from an earlier page's cache). */
export async function pageJavaScript(browser, url) {
  const page = await browser.newPage({ userAgent: BROWSER_USER_AGENT })
  try {
    const scripts = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response)
    })
    const navigation = await page.goto(url, { waitUntil: 'networkidle' })
    const how = namedByHtml((await navigation?.text()) ?? '')
    const rows = []
    for (const response of scripts) {
      // A worker's script (the Intl warm-up) is received, but its body is not kept for the page: ask for it again.
      const body = await response.body().catch(() => page.request.get(response.url()).then((again) => again.body()))
      const pathname = new URL(response.url()).pathname
      rows.push({ url: pathname, how: how(pathname), raw: body.length, gzip: zlib.gzipSync(body).length })
    }
    rows.sort((a, b) => b.gzip - a.gzip)
    const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 })
    return { rows, total }
  } finally {
    await page.close()
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6)

/** One line: the page's files, raw and gzip totals, and the verdict against the budget. */
export function pageJavaScriptSummary(pathname, { rows, total }) {
  const verdict = total.gzip <= JS_BUDGET_BYTES ? 'within' : 'OVER'
  return `${pathname}: ${rows.length} files, ${kb(total.raw)} kB raw, ${kb(total.gzip)} kB gzip (${verdict} the ${JS_BUDGET_BYTES / 1000} kB budget)`
}

/** A line a file: its name, how the page asked for it, raw and gzip. */
export function pageJavaScriptRows({ rows }) {
  return rows.map((row) => `${row.url.padEnd(50)} ${row.how.padEnd(13)} ${kb(row.raw)} kB ${kb(row.gzip)} kB gzip`)
}

export function printPageJavaScript(pathname, measured) {
  console.log(`  ${pageJavaScriptSummary(pathname, measured)}`)
  for (const line of pageJavaScriptRows(measured)) console.log(`    ${line}`)
}
