import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { routeChunkPreloads } from './route-chunk-preloads'

/** A dynamic entry chunk of the client build, as the bundle lists it. */
function chunk(fileName: string, facadeModuleId: string) {
  return { type: 'chunk', fileName, isDynamicEntry: true, facadeModuleId }
}

/** Runs the plugin's generateBundle as the build does, before Vite asks for each dynamic import's dependencies. */
function afterBundle(bundle: Record<string, unknown>) {
  const preloads = routeChunkPreloads()
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }
  hook.handler({}, bundle as unknown as OutputBundle)
  return preloads.resolveDependencies
}

describe('what the entry preloads with a dynamic import (issue 43.3)', () => {
  const resolve = afterBundle({
    'assets/_slug-A.js': chunk('assets/_slug-A.js', '/src/routes/{-$lang}/shop/$slug.tsx?tsr-split=component'),
    'assets/LeadFormModal-B.js': chunk('assets/LeadFormModal-B.js', '/src/components/lead-forms/LeadFormModal.tsx'),
  })
  const deps = ['assets/form-kit-C.js', 'assets/xstate.esm-D.js', 'assets/LeadFormView-E.css']

  it('a route chunk names only its styles: its imports arrive with the router’s intent preload', () => {
    expect(resolve('assets/_slug-A.js', deps)).toEqual(['assets/LeadFormView-E.css'])
  })

  it('any other chunk (a modal, a machine) keeps every file, fetched at once when it is asked for', () => {
    expect(resolve('assets/LeadFormModal-B.js', deps)).toEqual(deps)
  })
})
