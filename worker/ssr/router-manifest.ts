import type { ClientApp, ClientAssets } from './client-assets-plugin'
import { afterFirstPaintStartScript, startEntry } from './start-script'

interface ManifestScript {
  attrs?: Record<string, string>
  children?: string
}

interface ManifestRoute {
  preloads?: string[]
  css?: string[]
  scripts?: ManifestScript[]
}

/** TanStack Router's manifest: what the root route puts on every page for the browser app, and each route's chunks. */
export interface RouterManifest {
  routes: { __root__: Required<ManifestRoute> } & Record<string, ManifestRoute>
}

/**
 * One app's manifest (the visitors' site or the staff desk): its entry's preloads and stylesheets on the root route,
 * and each route's own chunks and stylesheets on that route (the router preloads the chunks of the routes a page
 * matched, at low priority, and links their stylesheets). In production one inline script imports the entry after the first paint (start-script.ts); in
 * development it is imported as the page parses.
 */
export function routerManifest(assets: ClientAssets, app: ClientApp): RouterManifest {
  const { entry, css, preloads, routes } = assets.apps[app]
  const routeChunks = Object.fromEntries(Object.entries(routes).map(([id, { preloads, css }]) => [id, css.length ? { preloads, css } : { preloads }]))
  return { routes: { ...routeChunks, __root__: { preloads, css, scripts: startScripts(assets, entry) } } }
}

function startScripts({ start, scripts, inline }: ClientAssets, entry: string): ManifestScript[] {
  if (start.after === 'parse') {
    return [
      ...inline.map((children) => ({ attrs: { type: 'module' }, children })),
      ...scripts.map((src) => ({ attrs: { type: 'module', src } })),
      { attrs: { type: 'module' }, children: startEntry(entry) },
    ]
  }
  if (scripts.length > 0 || inline.length > 0) throw new Error('a production page has one script, the start script')
  return [{ children: afterFirstPaintStartScript({ entry, intlWarmUp: start.intlWarmUp }) }]
}
