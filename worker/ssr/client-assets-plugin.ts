import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The browser entry of the app. */
export const CLIENT_ENTRY = 'src/entry-client.tsx'
/** The Web Worker that loads Intl's locale data off the main thread (src/i18n/intl-warm-up.ts). */
export const INTL_WARM_UP_ENTRY = 'src/intl-warm-up.worker.ts'
const VIRTUAL_ID = 'virtual:client-assets'
const RESOLVED_ID = '\0' + VIRTUAL_ID

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/** What a server render must put on the page for the browser app to start. */
export interface ClientAssets {
  /** Module scripts, in order: the entry last. */
  scripts: string[]
  /** Stylesheets of the entry and its static imports. */
  css: string[]
  /** Static imports of the entry, preloaded in parallel. */
  preloads: string[]
  /** Inline module scripts that must run first (Vite's hot reload preamble in development). */
  inline: string[]
  /**
   * When the page starts the app. The production build: once the page has painted, with the Intl warm-up
   * worker's module beside the entry (start-script.ts). Development: Vite's client and the entry load as the page
   * parses.
   */
  start: { after: 'first-paint'; intlWarmUp: string } | { after: 'parse' }
}

const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`

function fromManifest(manifestPath: string): ClientAssets {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client manifest`)
  const css = new Set<string>()
  const preloads = new Set<string>()
  const visit = (chunk: ManifestChunk) => {
    for (const file of chunk.css ?? []) css.add('/' + file)
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key]
      if (!imported || preloads.has('/' + imported.file)) continue
      preloads.add('/' + imported.file)
      visit(imported)
    }
  }
  visit(entry)
  const intlWarmUp = manifest[INTL_WARM_UP_ENTRY]
  if (!intlWarmUp) throw new Error(`${INTL_WARM_UP_ENTRY} is missing from the client manifest`)
  return {
    scripts: ['/' + entry.file],
    css: [...css],
    preloads: [...preloads],
    inline: [],
    start: { after: 'first-paint', intlWarmUp: '/' + intlWarmUp.file },
  }
}

/**
 * `virtual:client-assets` tells the Worker's renderer which hashed files the browser needs. The client is built
 * first (see vite.config.ts), so the Worker build reads the client's manifest; in development it points at Vite.
 */
export function clientAssetsPlugin(clientOutDir: string): Plugin {
  return {
    name: 'training-centre:client-assets',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const assets: ClientAssets =
        this.environment.mode === 'dev'
          ? {
              scripts: ['/@vite/client', '/' + CLIENT_ENTRY],
              css: [],
              preloads: [],
              inline: [REACT_REFRESH_PREAMBLE],
              start: { after: 'parse' },
            }
          : fromManifest(path.join(clientOutDir, '.vite', 'manifest.json'))
      return `export default ${JSON.stringify(assets)}`
    },
  }
}
