import path from 'node:path'
import type { Plugin } from 'vite'

/** The browser-side stand-in for the Temporal polyfill (see that module for why). */
const PLATFORM_TEMPORAL = path.resolve(import.meta.dirname, '../../src/i18n/platform-temporal.ts')

/**
 * In the client build, `import { Temporal } from '@js-temporal/polyfill'` resolves to src/i18n/platform-temporal.ts,
 * which uses the browser's own Temporal and loads the polyfill on demand only where there is none. The Worker
 * (server render) and the unit tests keep the polyfill.
 */
export function platformTemporalPlugin(): Plugin {
  return {
    name: 'platform-temporal',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer) {
      if (id !== '@js-temporal/polyfill' || importer === PLATFORM_TEMPORAL) return null
      return PLATFORM_TEMPORAL
    },
  }
}
