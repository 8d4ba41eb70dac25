/**
 * Lighthouse (mobile: its default form factor, screen emulation and simulated slow-4G throttling) in Debian's
 * Chromium, offline against the loopback server. One Chromium for all pages; it is closed whatever happens.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../worker/tools/chromium.mjs'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** The targets (issue 4): performance ≥ 95, the rest 100. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }


/**
 * One page's report. A run Lighthouse could not complete (a runtimeError or no performance score) is run once
 * more; a second failure is reported with its error instead of passing for a score.
 */
async function auditedPage(url, port) {
  const audit = async () =>
    (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES })).lhr
  const incomplete = (lhr) => Boolean(lhr.runtimeError) || lhr.categories.performance?.score == null
  const first = await audit()
  return incomplete(first) ? audit() : first
}

/** Scores (0–100) per category, key metrics, and the failing audits of categories under their target. */
export async function lighthouseReports(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    // chrome-launcher adds its own flags; Lighthouse needs the current headless mode.
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  })
  try {
    const reports = []
    for (const url of urls) {
      const lhr = await auditedPage(url, chrome.port)
      const { categories, audits } = lhr
      const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]))
      const failing = LIGHTHOUSE_CATEGORIES.filter((id) => scores[id] < LIGHTHOUSE_TARGETS[id]).flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => `${id}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
      )
      const metric = (id) => audits[id]?.displayValue ?? 'n/a'
      reports.push({
        url,
        scores,
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
        },
        failing,
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      })
    }
    return reports
  } finally {
    chrome.kill()
  }
}

export function printLighthouse(reports) {
  console.log('\nLighthouse, mobile (simulated throttling; targets: performance ≥ 95, the others 100):')
  for (const report of reports) {
    const scores = LIGHTHOUSE_CATEGORIES.map((id) => `${id} ${report.scores[id]}`).join(', ')
    const metrics = Object.entries(report.metrics).map(([name, value]) => `${name} ${value}`).join(', ')
    console.log(`  ${new URL(report.url).pathname}: ${scores}`)
    console.log(`    ${metrics}`)
    if (report.error) console.log(`    Lighthouse could not measure this page (twice): ${report.error}`)
    for (const line of report.failing) console.log(`    below target: ${line}`)
  }
}
