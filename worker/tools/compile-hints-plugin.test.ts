import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHintsPlugin } from './compile-hints-plugin'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SITE_ENTRY = path.join(ROOT, 'src/entry-client.tsx')
const MANIFEST = path.join(ROOT, 'dist', 'client-manifest.json')

/** A chunk of the client build, as the bundle lists it. */
function chunk(facadeModuleId: string, isEntry: boolean) {
  return { type: 'chunk', isEntry, facadeModuleId, code: 'const __vite__mapDeps=0;export function start(){}' }
}

describe("V8's compile hint heads the visitors' entry (issue 43.3)", () => {
  it('only the visitors’ entry chunk begins with it, above what Vite put first', () => {
    const bundle = {
      'assets/entry-client-A.js': chunk(SITE_ENTRY, true),
      'assets/desk-entry-B.js': chunk(path.join(ROOT, 'src/admin/desk-entry.tsx'), true),
      'assets/LeadFormModal-C.js': chunk(path.join(ROOT, 'src/components/lead-forms/LeadFormModal.tsx'), false),
    }
    const hook = compileHintsPlugin(SITE_ENTRY).generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }
    hook.handler({}, bundle as unknown as OutputBundle)
    expect(bundle['assets/entry-client-A.js'].code.split('\n')[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD)
    expect(bundle['assets/entry-client-A.js'].code).toContain('const __vite__mapDeps=0')
    expect(bundle['assets/desk-entry-B.js'].code).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD)
    expect(bundle['assets/LeadFormModal-C.js'].code).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD)
  })

  // Needs `npm run build` first (`npm test` builds before the unit tests); without a build it is skipped.
  it.skipIf(!fs.existsSync(MANIFEST))('the built entry that pages load starts with it', () => {
    const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>
    const entry = manifest['src/entry-client.tsx']
    expect(entry).toBeDefined()
    const code = fs.readFileSync(path.join(ROOT, 'dist', 'client', entry?.file ?? ''), 'utf8')
    expect(code.startsWith(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`)).toBe(true)
  })
})
