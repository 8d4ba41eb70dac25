import type { ClientAssets } from './client-assets-plugin'
import { afterFirstPaintStartScript } from './start-script'

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
 * The browser entry, its preloads and stylesheets on the root route, and each route's own chunks on that route (the
 * router preloads those of the routes a page matched, at low priority). In production one inline script asks for
 * the entry after the first paint (start-script.ts); in development it loads as the page parses.
 */
export function routerManifest(assets: ClientAssets): RouterManifest {
  const routes = Object.fromEntries(Object.entries(assets.routes).map(([id, preloads]) => [id, { preloads }]))
  return { routes: { ...routes, __root__: { preloads: assets.preloads, css: assets.css, scripts: startScripts(assets) } } }
}

function startScripts({ start, scripts, inline }: ClientAssets): ManifestScript[] {
  if (start.after === 'parse') {
    return [
      ...inline.map((children) => ({ attrs: { type: 'module' }, children })),
      ...scripts.map((src) => ({ attrs: { type: 'module', src } })),
    ]
  }
  const [entry, ...others] = scripts
  if (!entry || others.length > 0 || inline.length > 0) throw new Error('a production build has one entry script')
  return [{ children: afterFirstPaintStartScript({ entry, intlWarmUp: start.intlWarmUp }) }]
}
