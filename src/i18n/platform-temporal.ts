/**
 * Temporal in the browser. Current browsers ship it (Chromium 144+, Firefox 139+); the client build resolves
 * `@js-temporal/polyfill` to this module (worker/tools/platform-temporal-plugin.ts), and src/entry-client.tsx
 * awaits `ensureTemporal()` before hydrating, which downloads the polyfill (~46 KB gzip) only where the browser
 * has no Temporal of its own. The server keeps the polyfill. Both give the same results: every date the app
 * shows is computed with Temporal's arithmetic in an explicit zone (src/i18n/format.ts), which the spec fixes.
 */
import type { Temporal as TemporalApi } from '@js-temporal/polyfill'

type TemporalNamespace = typeof TemporalApi

const host = globalThis as { Temporal?: TemporalNamespace }

function platformTemporal(): TemporalNamespace {
  if (!host.Temporal) throw new Error('Temporal is used before ensureTemporal() installed it')
  return host.Temporal
}

/** The platform's Temporal, read at each use (so the polyfill can be installed after this module loads). */
export const Temporal = new Proxy({} as TemporalNamespace, {
  get: (_target, key) => Reflect.get(platformTemporal(), key),
})

/** Installs the polyfill when the browser has no Temporal; resolves at once when it has one. */
export async function ensureTemporal(): Promise<void> {
  if (host.Temporal) return
  const { Temporal: polyfill } = await import('@js-temporal/polyfill')
  host.Temporal = polyfill
}
