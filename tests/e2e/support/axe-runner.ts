import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/**
 * axe-core run in a page the way `@axe-core/playwright`'s AxeBuilder runs it in legacy mode (`axe.run` in the page,
 * axe in every frame it can reach, results of same-origin frames only, its branding in the help links), without its
 * cost: AxeBuilder evaluated axe's ~650 KB source twice a check, 0.1–0.3 s each against about 1 s for the check
 * itself. Here the source is read once a worker process and evaluated in a frame only when the frame has no `axe` yet.
 */

let source: string | undefined
const axeSource = () => (source ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))

/** What AxeBuilder configures after injecting axe (legacy mode: results of same-origin frames only). */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`

/** axe in the frame, unless it is there already (a second check of the same document). */
async function inject(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe?.run === "function"')) return
  await frame.evaluate(`${axeSource()}\n${CONFIGURE}`)
}

/**
 * axe in the main frame, then in each other frame as AxeBuilder did: a frame that cannot take it within a second (an
 * embed that never loaded) is left out, and axe's own run skips it. The site's only other frames are third-party embeds,
 * maps and videos, which never load offline (playwright.config.ts `OFFLINE`).
 */
async function injectAll(page: Page): Promise<void> {
  await inject(page.mainFrame())
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)))
    await Promise.race([inject(frame).catch(() => undefined), timeout])
    clearTimeout(timer)
  }
}

/** axe's violations of the page, for the rules `runOnly` selects. */
export async function axeViolations(page: Page, runOnly: NonNullable<RunOptions['runOnly']>): Promise<AxeResults['violations']> {
  await injectAll(page)
  const options: RunOptions = { runOnly, resultTypes: ['violations'] }
  // Only the violations leave the page: axe's whole result (a passed and an inapplicable entry for every rule, about
  // 70 kB) was serialised by the renderer and parsed by the browser and the test process at every check.
  return page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options).then((results) => results.violations),
    options,
  )
}
