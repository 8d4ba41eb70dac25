import type { ClientAssets } from './client-assets-plugin'
import { afterFirstPaintStartScript } from './start-script'

interface ManifestScript {
  attrs?: Record<string, string>
  children?: string
}

/** TanStack Router's manifest: what the root route puts on every page for the browser app. */
export interface RouterManifest {
  routes: { __root__: { preloads: string[]; css: string[]; scripts: ManifestScript[] } }
}

/**
 * The browser entry, its preloads and stylesheets on the root route. In production one inline script asks for
 * the entry after the first paint (start-script.ts); in development it loads as the page parses.
 */
export function routerManifest(assets: ClientAssets): RouterManifest {
  return { routes: { __root__: { preloads: assets.preloads, css: assets.css, scripts: startScripts(assets) } } }
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
