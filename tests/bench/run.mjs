/**
 * `npm run bench`: on the production build (dist/, `npm run build` first), served by `wrangler dev` on a free
 * loopback port against the test D1 (first, the Worker bundle's size, raw and gzip, and its largest inputs:
 * worker-size.mjs), for the content page /page/oferta, the home page, an upcoming event's page, the
 * blog list /blog and its newest article, the newest product's page and a course page:
 *   1. render throughput (skip with --no-throughput): requests per second of each page rendered by the Worker against a static file of about
 *      the same size served by the same Worker, in the same run (render-throughput.mjs); then the content page, home
 *      and the event page from the edge cache (issue 43.1: a second server with EDGE_CACHE=on on the same D1), each
 *      against its static file in the same way, and rendered on a miss (a new address each request); then the CPU
 *      time of one uncached render of each page, median and p95, with its D1 statements (render-cpu.mjs), and of one
 *      render on an edge-cache miss (its public reads from the isolate's copies, worker/ssr/render-reads.ts);
 *   1b. a crowd (skip with --no-crowd): `--crowd-visitors` (200) visitors for `--crowd-seconds` (60) over home, the
 *      events list, event pages, the news and the shop, uncached and then from the edge cache: errors, p50/p99 and D1
 *      statements a request (crowd.mjs; the servers run with BENCH_D1_COUNTS=on, which reports them in Server-Timing);
 *   2. JavaScript each page loads before interaction, gzip (page-javascript.mjs; budget 149 kB), file by file: the
 *      entry, the server's modulepreload links, and what the app fetched as it started; then the longest
 *      interaction at 4× CPU slowdown: the burger menu, an event page's buy form, the settings (interactions.mjs;
 *      skip with --no-interactions);
 *   3. Lighthouse mobile scores of each page (lighthouse.mjs), the median of `--lighthouse-runs` loads (5 by default,
 *      as Lighthouse's docs/variability.md advises on a noisy host), at
 *      Lighthouse's default 4× CPU slowdown and at the slowdown calibrated to this host, taken through a proxy
 *      that compresses like Cloudflare's edge (edge-compression.mjs), since the local server does not compress;
 *   5. API latency at seed scale 1 against scale 100 (api-latency.mjs; skip with --no-api; `--api-scales 1,1000` measures
 *      scale 1000 instead: its database is built once a day, some 25 minutes on a quiet 2-core host, so the default stays 100);
 *   6. the server under load and odd requests (robustness.mjs; skip with --no-robustness): `--load-connections` (50)
 *      clients for `--load-seconds` (30) on the home page and an API list, POSTs with unread bodies mixed in, must
 *      give no error; then TRACE, `///`, `//evil.example/…` must give 405 / 301 on this site, never a stack trace.
 * Every measurement is bounded in requests and in time, and every server stops by itself.
 *   node tests/bench/run.mjs [--seconds 3] [--rounds 2] [--concurrency 8] [--max-requests 20000] [--lighthouse-runs 5]
 *                          [--no-throughput] [--no-lighthouse] [--no-api] [--no-robustness] [--load-connections 50] [--load-seconds 30]
 *                          [--no-crowd] [--crowd-visitors 200] [--crowd-seconds 60] [--no-javascript] [--no-interactions]
 *                          [--api-scales 1,100]
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../worker/tools/chromium.mjs'
import { prepareTestDatabase } from '../e2e/support/test-database.mjs'
import { freePort, startWorkerServer } from '../e2e/support/worker-server.mjs'
import { startCompressionProxy } from './edge-compression.mjs'
import { lighthouseReports, printLighthouse } from './lighthouse.mjs'
import { crowd, crowdPages } from './crowd.mjs'
import { measuredPages } from './measured-pages.mjs'
import { pageJavaScript, printPageJavaScript } from './page-javascript.mjs'
import { renderCpu } from './render-cpu.mjs'
import { renderThroughput } from './render-throughput.mjs'
import { interactionTimings, printInteractionTimings } from './interactions.mjs'
import { robustness } from './robustness.mjs'
import { printWorkerSize, workerSize } from './worker-size.mjs'

/** The page benchmarks give up after this long, servers included. */
const OVERALL_LIMIT_MS = 20 * 60_000

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

const settings = {
  seconds: option('seconds', 3),
  rounds: option('rounds', 2),
  concurrency: option('concurrency', 8),
  maxRequests: option('max-requests', 20_000),
  lighthouseRuns: option('lighthouse-runs', 5),
}
const crowdSettings = { visitors: option('crowd-visitors', 200), seconds: option('crowd-seconds', 60) }
/** The benchmark's servers report each answer's D1 statements in Server-Timing (worker/edge/d1-session.ts). */
const BENCH_VARS = { BENCH_D1_COUNTS: 'on' }
const loadSettings = {
  connections: option('load-connections', 50),
  seconds: option('load-seconds', 30),
  maxRequests: option('max-requests', 20_000),
}

let server
let cachedServer
let proxy
const watchdog = setTimeout(() => {
  console.error(`Benchmark exceeded ${OVERALL_LIMIT_MS / 1000} s; stopping.`)
  server?.stop()
  cachedServer?.stop()
  proxy?.stop()
  process.exit(1)
}, OVERALL_LIMIT_MS)

try {
  printWorkerSize(workerSize())
  await prepareTestDatabase()
  server = await startWorkerServer({ port: await freePort(), vars: BENCH_VARS })
  console.log(`Production build served at ${server.origin} (loopback)`)
  const pages = await measuredPages(server.origin)
  let failures = 0
  if (!process.argv.includes('--no-robustness')) failures += await robustness(server.origin, loadSettings)

  if (!process.argv.includes('--no-throughput')) {
    console.log(
      `\nRender throughput (${settings.rounds} × ${settings.seconds} s a path, ${settings.concurrency} connections, ` +
        `≤ ${settings.maxRequests} requests a path):`,
    )
    for (const page of pages) failures += await renderThroughput(server.origin, page, settings)
    cachedServer = await startWorkerServer({ port: await freePort(), vars: { ...BENCH_VARS, EDGE_CACHE: 'on' } })
    console.log(`\nFrom the edge cache (EDGE_CACHE=on, ${cachedServer.origin}; the same settings):`)
    for (const page of pages.slice(0, 3)) failures += await renderThroughput(cachedServer.origin, page, settings, { cached: true })
    console.log(`\nRendered on an edge-cache miss (the same server, a new address each request; public reads from the isolate's copies):`)
    for (const page of pages.slice(0, 3)) failures += await renderThroughput(cachedServer.origin, page, settings, { miss: true })
    await renderCpu(server, pages)
    await renderCpu(cachedServer, pages, { miss: true })
  }

  if (!process.argv.includes('--no-crowd')) {
    const mix = await crowdPages(server.origin)
    failures += await crowd(server.origin, mix, { ...crowdSettings, label: 'uncached (every page rendered)' })
    cachedServer ??= await startWorkerServer({ port: await freePort(), vars: { ...BENCH_VARS, EDGE_CACHE: 'on' } })
    failures += await crowd(cachedServer.origin, mix, { ...crowdSettings, label: 'from the edge cache (EDGE_CACHE=on)' })
  }
  cachedServer?.stop()

  if (!process.argv.includes('--no-javascript')) {
    console.log('\nJavaScript loaded before interaction (gzip by zlib), each file with how the page asked for it:')
    const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
    try {
      for (const page of pages) printPageJavaScript(page, await pageJavaScript(browser, `${server.origin}${page}`))
      if (!process.argv.includes('--no-interactions')) printInteractionTimings(await interactionTimings(browser, server.origin, pages[2]))
    } finally {
      await browser.close()
    }
  }

  if (!process.argv.includes('--no-lighthouse')) {
    proxy = await startCompressionProxy(server.origin)
    printLighthouse(
      await lighthouseReports(
        pages.map((page) => `${proxy.origin}${page}`),
        { runs: settings.lighthouseRuns },
      ),
    )
  }
  if (failures > 0) {
    console.error(`\n${failures} request(s) failed during the measurement.`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  proxy?.stop()
  server?.stop()
  cachedServer?.stop()
  clearTimeout(watchdog)
}

// API latency at scale 1 and scale 100 (issue 3): its own databases and servers, and its own time bound (the first
// run seeds scale 100, which takes minutes; later runs reuse the cached databases).
if (!process.exitCode && !process.argv.includes('--no-api')) {
  const { runApiLatencyBench } = await import('./api-latency.mjs')
  const index = process.argv.indexOf('--api-scales')
  await runApiLatencyBench(index >= 0 ? { scales: process.argv[index + 1].split(',').map(Number) } : {})
}
