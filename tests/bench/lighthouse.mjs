/**
 * Lighthouse (mobile: its default form factor, screen emulation and simulated slow-4G throttling) in Debian's
 * Chromium, offline against the loopback server. One Chromium for all pages; it is closed whatever happens.
 *
 * Each page is loaded `runs` times and the median run is reported (Lighthouse's own `computeMedianRun`: the run
 * nearest the median FCP and time to interactive), with the spread of the performance score across the runs.
 *
 * Every load is scored twice from the same recorded trace:
 *   - with Lighthouse's default 4× CPU slowdown, the figure the targets name;
 *   - with the slowdown calibrated to this host, as Lighthouse's docs/throttling.md ("Calibrating the CPU
 *     slowdown") asks when the host's benchmark index is not that of the high-end desktop the 4× is meant for.
 * Simulated throttling is applied when the trace is audited, not while it is recorded, so re-auditing the saved
 * artifacts with another multiplier scores the very same load.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../worker/tools/chromium.mjs'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** The targets (issue 4): performance ≥ 95, the rest 100. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }

/** Lighthouse's default CPU slowdown (its constants.js, `throttling.mobileSlow4G.cpuSlowdownMultiplier`). */
const DEFAULT_SLOWDOWN = 4
/**
 * The benchmark index of the host the default slowdown is meant for. Lighthouse warns when a host scores under
 * 1000, which its core/gather/driver/environment.js describes as "~2x weaker than our regular target device".
 */
const TARGET_HOST_BENCHMARK_INDEX = 2000

/**
 * The CPU slowdown that turns this host into the device Lighthouse's 4× turns its target host into: scaled by
 * the host's benchmark index, to one decimal, never below 1 (Lighthouse cannot speed a host up). A host of index
 * 1250 gets 2.5×, inside the 1–5× that docs/throttling.md gives for a low-end desktop.
 */
function hostCalibratedSlowdown(benchmarkIndex) {
  const slowdown = (DEFAULT_SLOWDOWN * benchmarkIndex) / TARGET_HOST_BENCHMARK_INDEX
  return Math.max(1, Math.round(slowdown * 10) / 10)
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
const incomplete = (lhr) =>
  Boolean(lhr.runtimeError) ||
  lhr.categories.performance?.score == null ||
  !Number.isFinite(lhr.audits['interactive']?.numericValue)

/**
 * One load of the page, scored at the default slowdown and at the host's. A load Lighthouse could not complete is
 * made once more; a second failure is returned as it is, so that its error is reported instead of a score.
 */
async function scoredLoad(url, port) {
  const directory = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  try {
    const options = { output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES }
    const record = async () => (await lighthouse(url, { ...options, port, gatherMode: directory, auditMode: directory })).lhr
    let standard = await record()
    if (incomplete(standard)) standard = await record()
    if (incomplete(standard)) return { standard }

    const slowdown = hostCalibratedSlowdown(standard.environment.benchmarkIndex)
    // Lighthouse refuses to audit with settings other than those the artifacts were gathered with, so the
    // recorded settings carry the new multiplier; nothing else about the load changes.
    const artifactsPath = join(directory, 'artifacts.json')
    const artifacts = JSON.parse(readFileSync(artifactsPath, 'utf8'))
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
    writeFileSync(artifactsPath, JSON.stringify(artifacts))
    const calibratedSettings = { extends: 'lighthouse:default', settings: { throttling: artifacts.settings.throttling } }
    const calibrated = (await lighthouse(url, { ...options, auditMode: directory }, calibratedSettings)).lhr
    return { standard, calibrated, slowdown }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** What is printed of one page: the median run's scores and metrics, the spread, and what fell short. */
function pageReport(url, loads) {
  const complete = loads.filter((load) => !incomplete(load.standard))
  if (complete.length === 0) {
    const { runtimeError } = loads[0].standard
    return { url, error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'no performance score' }
  }
  const median = computeMedianRun(complete.map((load) => load.standard))
  const medianLoad = complete.find((load) => load.standard === median)
  const { audits } = median
  const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, score(median, id)]))
  const failing = LIGHTHOUSE_CATEGORIES.filter((id) => scores[id] < LIGHTHOUSE_TARGETS[id]).flatMap((id) =>
    median.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
  )
  const metrics = (lhr) =>
    Object.fromEntries(
      [
        ['FCP', 'first-contentful-paint'],
        ['LCP', 'largest-contentful-paint'],
        ['TBT', 'total-blocking-time'],
        ['CLS', 'cumulative-layout-shift'],
      ].map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? 'n/a']),
    )
  const spread = (pick) => {
    const values = complete.map(pick).sort((a, b) => a - b)
    return `${values[0]}–${values.at(-1)}`
  }
  return {
    url,
    runs: complete.length,
    scores,
    metrics: metrics(median),
    performanceSpread: spread((load) => score(load.standard, 'performance')),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    calibrated: {
      slowdown: medianLoad.slowdown,
      performance: score(medianLoad.calibrated, 'performance'),
      performanceSpread: spread((load) => score(load.calibrated, 'performance')),
      metrics: metrics(medianLoad.calibrated),
    },
    failing,
  }
}

/** Per page: scores (0–100) per category, key metrics and failing audits of its median run of `runs` loads. */
export async function lighthouseReports(urls, { runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    // chrome-launcher adds its own flags; Lighthouse needs the current headless mode.
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  })
  try {
    const reports = []
    for (const url of urls) {
      const loads = []
      for (let run = 0; run < runs; run++) loads.push(await scoredLoad(url, chrome.port))
      reports.push(pageReport(url, loads))
    }
    return reports
  } finally {
    chrome.kill()
  }
}

export function printLighthouse(reports) {
  console.log(
    '\nLighthouse, mobile (simulated throttling; median of the runs; targets: performance ≥ 95, the others 100):',
  )
  const line = (metrics) => Object.entries(metrics).map(([name, value]) => `${name} ${value}`).join(', ')
  for (const report of reports) {
    console.log(`  ${new URL(report.url).pathname}:`)
    if (report.error) {
      console.log(`    Lighthouse could not measure this page (twice): ${report.error}`)
      continue
    }
    const scores = LIGHTHOUSE_CATEGORIES.map((id) => `${id} ${report.scores[id]}`).join(', ')
    console.log(`    ${scores} (${report.runs} runs; performance ${report.performanceSpread})`)
    console.log(`    4× CPU (default): ${line(report.metrics)}`)
    const { calibrated } = report
    console.log(
      `    ${calibrated.slowdown}× CPU (calibrated to this host's benchmark index ${report.benchmarkIndex}): ` +
        `performance ${calibrated.performance} (${calibrated.performanceSpread}), ${line(calibrated.metrics)}`,
    )
    for (const failing of report.failing) console.log(`    below target: ${failing}`)
  }
}
