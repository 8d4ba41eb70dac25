import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The browser apps, each with an entry of its own: the visitors' site, and the staff desk (issue 41), whose routes no
 * visitor's page loads. The desk's entry imports what it shares with the site from the site's entry chunk.
 */
export const CLIENT_ENTRIES = { site: 'src/entry-client.tsx', desk: 'src/admin/desk-entry.tsx' } as const
export type ClientApp = keyof typeof CLIENT_ENTRIES
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

/** What a page of one app loads: its entry, which the page imports and whose `start` it calls, and what goes with it. */
export interface AppAssets {
  entry: string
  /** Stylesheets of the entry and its static imports. */
  css: string[]
  /** Static imports of the entry, preloaded in parallel. */
  preloads: string[]
  /** Per route id (`/{-$lang}/events/`), what its lazily loaded parts bring that the entry does not (RouteAssets). */
  routes: Record<string, RouteAssets>
}

/**
 * What a route's split chunks (its component…) and their static imports bring that the entry does not: a page
 * preloads the chunks of its matched routes, so they arrive with the entry instead of a round trip after it, and links
 * their stylesheets, so that its first paint is styled as it will stay (the desk's pages, the filters of /events)
 * instead of changing once the app has loaded the route's chunk and, with it, the styles.
 */
export interface RouteAssets {
  preloads: string[]
  css: string[]
}

/** What a server render must put on the page for the browser app to start. */
export interface ClientAssets {
  apps: Record<ClientApp, AppAssets>
  /** Module scripts that load before the entry (Vite's client in development). */
  scripts: string[]
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

type Manifest = Record<string, ManifestChunk>

/** The files a chunk imports statically, transitively, in the manifest's order; stylesheets go into `css`. */
function staticImports(manifest: Manifest, chunk: ManifestChunk, css = new Set<string>(), files = new Set<string>()): Set<string> {
  for (const file of chunk.css ?? []) css.add('/' + file)
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key]
    if (!imported || files.has('/' + imported.file)) continue
    files.add('/' + imported.file)
    staticImports(manifest, imported, css, files)
  }
  return files
}

/**
 * A split route module's manifest key (`src/routes/{-$lang}/index.tsx?tsr-split=component`), but a loader's: the
 * page arrives with its loaders' data, so a loader's chunk is needed only for a later navigation.
 */
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=(?!loader$)/

/**
 * The route id of a route file under src/routes, as TanStack Router's file routes name it: `{-$lang}/index` is
 * `/{-$lang}/`, `{-$lang}/route` is `/{-$lang}`, an escaped `[_]test` is `_test`.
 */
export function routeIdOfFile(file: string): string {
  const path = file.replace(/\[([^\]]*)\]/g, '$1')
  if (path.endsWith('/route')) return '/' + path.slice(0, -'/route'.length)
  if (path === 'index' || path.endsWith('/index')) return '/' + path.slice(0, -'index'.length)
  return '/' + path
}

/** Per route id, the files of its split chunks and their static imports, and their stylesheets, less the entry's. */
export function routeAssets(manifest: Manifest, entryFiles: ReadonlySet<string>, entryCss: ReadonlySet<string>): Record<string, RouteAssets> {
  const routes: Record<string, { preloads: Set<string>; css: Set<string> }> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const file = SPLIT_ROUTE.exec(key)?.[1]
    if (!file) continue
    const route = (routes[routeIdOfFile(file)] ??= { preloads: new Set(), css: new Set() })
    const css = new Set<string>()
    for (const imported of ['/' + chunk.file, ...staticImports(manifest, chunk, css)]) {
      if (!entryFiles.has(imported)) route.preloads.add(imported)
    }
    for (const sheet of css) if (!entryCss.has(sheet)) route.css.add(sheet)
  }
  // A page names the files of every route it matched: a route leaves out what a route above it (the desk's layout) names.
  // An index route (its id ends in '/') is a leaf, never above another.
  const ancestorsOf = (id: string) => Object.entries(routes).filter(([other]) => !other.endsWith('/') && id.startsWith(other + '/')).map(([, files]) => files)
  return Object.fromEntries(
    Object.entries(routes).map(([id, { preloads, css }]) => {
      const above = ancestorsOf(id)
      const own = (files: Set<string>, of: 'preloads' | 'css') => [...files].filter((file) => !above.some((ancestor) => ancestor[of].has(file)))
      return [id, { preloads: own(preloads, 'preloads'), css: own(css, 'css') }]
    }),
  )
}

function appFromManifest(manifest: Manifest, app: ClientApp): AppAssets {
  const entry = manifest[CLIENT_ENTRIES[app]]
  if (!entry) throw new Error(`${CLIENT_ENTRIES[app]} is missing from the client manifest`)
  const css = new Set<string>()
  const preloads = staticImports(manifest, entry, css)
  return {
    entry: '/' + entry.file,
    css: [...css],
    preloads: [...preloads],
    routes: routeAssets(manifest, new Set(['/' + entry.file, ...preloads]), css),
  }
}

export function fromManifest(manifest: Manifest): ClientAssets {
  const intlWarmUp = manifest[INTL_WARM_UP_ENTRY]
  if (!intlWarmUp) throw new Error(`${INTL_WARM_UP_ENTRY} is missing from the client manifest`)
  return {
    apps: { site: appFromManifest(manifest, 'site'), desk: appFromManifest(manifest, 'desk') },
    scripts: [],
    inline: [],
    start: { after: 'first-paint', intlWarmUp: '/' + intlWarmUp.file },
  }
}

/** In development Vite serves an entry from its source. */
function devApp(app: ClientApp): AppAssets {
  return { entry: '/' + CLIENT_ENTRIES[app], css: [], preloads: [], routes: {} }
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
              apps: { site: devApp('site'), desk: devApp('desk') },
              scripts: ['/@vite/client'],
              inline: [REACT_REFRESH_PREAMBLE],
              start: { after: 'parse' },
            }
          : fromManifest(JSON.parse(fs.readFileSync(path.join(clientOutDir, '.vite', 'manifest.json'), 'utf8')) as Manifest)
      return `export default ${JSON.stringify(assets)}`
    },
  }
}
