/**
 * Debian's Chromium as every local tool launches it (DESIGN "Facts"): never a downloaded browser, offline flags.
 * CHROMIUM_PATH overrides the executable.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
