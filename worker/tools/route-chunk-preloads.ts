import type { Plugin } from 'vite'

/** How TanStack Router's code splitter names a route's split-off part (component, loader…) in a module id. */
const ROUTE_SPLIT = /[?&]tsr-split=/

/**
 * Which dependencies the entry lists for each of its dynamic imports (Vite's `build.modulePreload.resolveDependencies`):
 * for a route's chunk only its styles, for anything else (a modal, a machine) every file, fetched at once. The
 * visitors' entry used to carry the address of every file every route chunk imports (3 kB of its gzip, on every page,
 * issue 43.3); a route's chunk is fetched when a link to it is hovered or touched (the router's intent preload), so its
 * own imports arrive before the click, and the page the server renders names its route's files in modulepreload links.
 */
export function routeChunkPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  const routeChunks = new Set<string>()
  const plugin: Plugin = {
    name: 'training-centre:route-chunk-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        routeChunks.clear()
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId && ROUTE_SPLIT.test(chunk.facadeModuleId)) routeChunks.add(chunk.fileName)
        }
      },
    },
  }
  const resolveDependencies = (file: string, deps: string[]) => {
    return routeChunks.has(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps
  }
  return { plugin, resolveDependencies }
}
