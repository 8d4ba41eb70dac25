import type { Plugin } from 'vite'

/** The modules an entry of the client build imports statically, itself included: its graph before any dynamic import. */
export interface EntryGraph {
  plugin: Plugin
  has(id: string): boolean
}

/**
 * Records an entry's static module graph once the client build has read every module, for a chunk group that must
 * hold that entry's graph and nothing else (vite.config.ts: the visitors' entry chunk, without a module that only the
 * staff desk's entry imports statically).
 */
export function entryGraph(entryFile: string): EntryGraph {
  const graph = new Set<string>()
  const plugin: Plugin = {
    name: 'training-centre:entry-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      graph.clear()
    },
    buildEnd() {
      const queue = [entryFile]
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (graph.has(id)) continue
        graph.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, has: (id) => graph.has(id) }
}
