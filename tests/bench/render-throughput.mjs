/**
 * Render throughput: requests per second of a page rendered by the Worker against a static file of about the
 * same size served by the same Worker's static assets, in the same run, interleaved round by round so that load
 * from elsewhere on the machine hits both alike.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { CLIENT_DIR } from '../e2e/support/paths.mjs'
import { get, load, newAddressOf, summarise } from './http-load.mjs'

/** The static file (not a header or ignore file) whose size is nearest to `bytes`. */
export function nearestStaticFile(bytes) {
  const files = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!entry.name.startsWith('_') && !entry.name.startsWith('.')) files.push(full)
    }
  }
  walk(CLIENT_DIR)
  if (!files.length) throw new Error(`no static files in ${CLIENT_DIR}`)
  const sized = files.map((file) => ({ file, size: fs.statSync(file).size }))
  sized.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))
  const [nearest] = sized
  return { pathname: '/' + path.relative(CLIENT_DIR, nearest.file).split(path.sep).join('/'), size: nearest.size }
}

/**
 * Measures `page` against its static twin; prints both and the ratio; returns the number of failed requests. With
 * `cached`, the server has the edge cache on (issue 43.1) and the page must come from it once warm; with `miss`, the
 * server has it on and each request asks for the page at a new address: a miss, rendered with the isolate's public
 * reads (worker/ssr/render-reads.ts).
 */
export async function renderThroughput(origin, page, settings, { cached = false, miss = false } = {}) {
  const probe = await get(new http.Agent(), origin, page)
  if (probe.status !== 200) throw new Error(`${page} answered ${probe.status}; the benchmark needs a working page`)
  const staticFile = nearestStaticFile(probe.bytes)

  // Warm both paths (module load, D1 open, asset manifest, the cached copy) before measuring.
  const target = miss ? () => newAddressOf(page) : page
  await load(origin, target, { ...settings, seconds: 1, maxRequests: 50 })
  await load(origin, staticFile.pathname, { ...settings, seconds: 1, maxRequests: 50 })
  if (cached) {
    const warm = await get(new http.Agent(), origin, page)
    if (warm.cache !== 'hit' && warm.cache !== 'stale') throw new Error(`${page} answered X-Cache: ${warm.cache}; the edge cache should hold it`)
  }

  const pageRuns = []
  const staticRuns = []
  const perRound = { ...settings, maxRequests: Math.ceil(settings.maxRequests / settings.rounds) }
  for (let round = 0; round < settings.rounds; round += 1) {
    pageRuns.push(await load(origin, target, perRound))
    staticRuns.push(await load(origin, staticFile.pathname, perRound))
  }
  const rendered = summarise(pageRuns)
  const staticResult = summarise(staticRuns)

  const labels = [`${page} (${cached ? 'from the edge cache' : miss ? 'rendered on a miss' : 'rendered by the Worker'})`, `${staticFile.pathname} (static asset)`]
  const width = Math.max(...labels.map((label) => label.length))
  const line = (label, size, result) =>
    `  ${label.padEnd(width)} ${String(size).padStart(7)} B ${result.rps.toFixed(0).padStart(5)} req/s` +
    `   p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.ok} ok, ${result.failures} failed`
  console.log(line(labels[0], probe.bytes, rendered))
  console.log(line(labels[1], staticFile.size, staticResult))
  console.log(
    `  ratio: ${(rendered.rps / staticResult.rps).toFixed(2)}× the static file's requests per second ` +
      `(static is ${(staticResult.rps / rendered.rps).toFixed(1)}× faster)`,
  )
  return rendered.failures + staticResult.failures
}
