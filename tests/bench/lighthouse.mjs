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
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: LIGHTHOUSE_CATEGORIES,
      })
      const { categories, audits } = result.lhr
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
    for (const line of report.failing) console.log(`    below target: ${line}`)
  }
}
