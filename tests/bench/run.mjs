/**
 * `npm run bench`: on the production build (dist/, `npm run build` first), served by `vite preview` on a free
 * loopback port against the test D1,
 *   1. render throughput: requests per second of /page/oferta rendered by the Worker, against a static file of
 *      about the same size served by the same Worker's static assets, in the same run, interleaved so that load
 *      from elsewhere on the machine hits both alike; prints both and the ratio;
 *   2. JavaScript of the home page: every script response Chromium receives, gzipped with zlib, summed.
 * Every measurement is bounded in requests and in time, and the server stops by itself.
 *   node tests/bench/run.mjs [--seconds 3] [--rounds 2] [--concurrency 8] [--max-requests 20000]
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { prepareTestDatabase } from '../e2e/support/test-database.mjs'
import { freePort, startPreview } from '../e2e/support/preview-server.mjs'
import { CLIENT_DIR } from '../e2e/support/paths.mjs'

const PAGE = '/page/oferta'
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
/** The whole benchmark gives up after this long, server included. */
const OVERALL_LIMIT_MS = 5 * 60_000

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
}

/** One GET over a kept-alive connection; resolves with status and body size once the body is read. */
function get(agent, origin, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathname}`,
      { agent, headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html,*/*' } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** Closed-loop load: `concurrency` clients each send the next request when the last one finished. */
async function load(origin, pathname, { seconds, concurrency, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies = []
  let failures = 0
  let issued = 0
  const start = performance.now()
  const deadline = start + seconds * 1000
  async function client() {
    while (performance.now() < deadline && issued < maxRequests) {
      issued += 1
      const sent = performance.now()
      try {
        const { status } = await get(agent, origin, pathname)
        if (status === 200) latencies.push(performance.now() - sent)
        else failures += 1
      } catch {
        failures += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  return { ok: latencies.length, failures, elapsed, latencies }
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
}

function summarise(runs) {
  const ok = runs.reduce((sum, run) => sum + run.ok, 0)
  const failures = runs.reduce((sum, run) => sum + run.failures, 0)
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0)
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  return { ok, failures, rps: ok / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}

/** The static file (not a header or ignore file) whose size is nearest to `bytes`. */
function nearestStaticFile(bytes) {
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

async function renderThroughput(origin) {
  const probe = await get(new http.Agent(), origin, PAGE)
  if (probe.status !== 200) throw new Error(`${PAGE} answered ${probe.status}; the benchmark needs a working page`)
  const staticFile = nearestStaticFile(probe.bytes)

  // Warm both paths (module load, D1 open, asset manifest) before measuring.
  await load(origin, PAGE, { ...settings, seconds: 1, maxRequests: 50 })
  await load(origin, staticFile.pathname, { ...settings, seconds: 1, maxRequests: 50 })

  const pageRuns = []
  const staticRuns = []
  const perRound = { ...settings, maxRequests: Math.ceil(settings.maxRequests / settings.rounds) }
  for (let round = 0; round < settings.rounds; round += 1) {
    pageRuns.push(await load(origin, PAGE, perRound))
    staticRuns.push(await load(origin, staticFile.pathname, perRound))
  }
  const page = summarise(pageRuns)
  const staticResult = summarise(staticRuns)

  const labels = [`${PAGE} (server-rendered by the Worker)`, `${staticFile.pathname} (static asset)`]
  const width = Math.max(...labels.map((label) => label.length))
  const line = (label, size, result) =>
    `  ${label.padEnd(width)} ${String(size).padStart(7)} B ${result.rps.toFixed(0).padStart(7)} req/s` +
    `   p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.ok} ok, ${result.failures} failed`
  console.log(
    `\nRender throughput (${settings.rounds} × ${settings.seconds} s each, ${settings.concurrency} connections, ` +
      `≤ ${settings.maxRequests} requests a path):`,
  )
  console.log(line(labels[0], probe.bytes, page))
  console.log(line(labels[1], staticFile.size, staticResult))
  console.log(
    `  ratio: the rendered page serves ${(page.rps / staticResult.rps).toFixed(2)}× the requests per second of the ` +
      `static file (static is ${(staticResult.rps / page.rps).toFixed(1)}× faster)`,
  )
  return page.failures + staticResult.failures
}

async function homeJavaScript(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage({ userAgent: BROWSER_USER_AGENT })
    const scripts = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response)
    })
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    const rows = []
    for (const response of scripts) {
      const body = await response.body()
      rows.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body).length })
    }
    rows.sort((a, b) => b.gzip - a.gzip)
    const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 })
    console.log(`\nJavaScript the home page loads (${rows.length} files, gzip by zlib):`)
    for (const row of rows) {
      console.log(`  ${row.url.padEnd(52)} ${(row.raw / 1024).toFixed(1).padStart(7)} KiB ${(row.gzip / 1024).toFixed(1).padStart(6)} KiB gzip`)
    }
    console.log(`  ${'total'.padEnd(52)} ${(total.raw / 1024).toFixed(1).padStart(7)} KiB ${(total.gzip / 1024).toFixed(1).padStart(6)} KiB gzip`)
  } finally {
    await browser.close()
  }
}

let server
const watchdog = setTimeout(() => {
  console.error(`Benchmark exceeded ${OVERALL_LIMIT_MS / 1000} s; stopping.`)
  server?.stop()
  process.exit(1)
}, OVERALL_LIMIT_MS)

try {
  await prepareTestDatabase()
  server = await startPreview({ port: await freePort() })
  console.log(`Production build served at ${server.origin} (loopback)`)
  const failures = await renderThroughput(server.origin)
  await homeJavaScript(server.origin)
  if (failures > 0) {
    console.error(`\n${failures} request(s) failed during the measurement.`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  server?.stop()
  clearTimeout(watchdog)
}

// API latency at scale 1 and scale 100 (issue 3): its own databases and servers, and its own time bound (the first
// run seeds scale 100, which takes minutes; later runs reuse the cached databases).
if (!process.exitCode && !process.argv.includes('--no-api')) {
  const { runApiLatencyBench } = await import('./api-latency.mjs')
  await runApiLatencyBench()
}
