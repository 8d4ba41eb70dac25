import fs from 'node:fs'

/**
 * Debian's Chromium as every local tool launches it (DESIGN "Facts"): never a downloaded browser, offline flags.
 * CHROMIUM_PATH overrides the executable.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell` (the same Chromium build without the desktop
 * browser around it) when it is installed, which ran the suite's pages in about a fifth less time than
 * `chromium --headless` on a 2-core machine; `/usr/bin/chromium` otherwise. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_EXECUTABLE)

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
