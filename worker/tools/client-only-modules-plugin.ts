import path from 'node:path'
import type { Plugin } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '../..')
const STUB = '\0client-only:'

/**
 * Modules the browser loads on demand, at a visitor's first interaction, and that a server render never loads:
 * each import(…) of them from its one importer. In the Worker's build they are a one-line module that throws, instead
 * of embla-carousel (46 KiB), libphonenumber-js's as-you-type formatter and number finder (the Worker keeps the
 * parser that worker/api imports itself) and the door's QR decoder (zxing-wasm: 36 KB of JavaScript, a 947 KB .wasm).
 */
const CLIENT_ONLY: Record<string, string> = {
  'embla-carousel-react': path.join(ROOT, 'src/components/carousel/carousel-engine.ts'),
  'libphonenumber-js/min': path.join(ROOT, 'src/components/forms/phone-lib.ts'),
  './zxing-qr': path.join(ROOT, 'src/admin/qr-detector.ts'),
}

export function clientOnlyModulesPlugin(workerEnvironment: string): Plugin {
  return {
    name: 'client-only-modules',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === workerEnvironment,
    resolveId(id, importer) {
      return importer && CLIENT_ONLY[id] === path.resolve(importer.split('?')[0]!) ? `${STUB}${id}` : null
    },
    load(id) {
      if (!id.startsWith(STUB)) return null
      return `throw new Error(${JSON.stringify(`${id.slice(STUB.length)} loads in the browser only`)})`
    },
  }
}
