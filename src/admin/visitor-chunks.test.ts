/**
 * Visitors' JavaScript never names the staff API (issue 41 "How it is built"): over the production build's client
 * manifest (kept at dist/client-manifest.json by vite.config.ts), every chunk a public page can load (the entries and
 * everything they import, statically or lazily, without entering an /admin route's own chunks) is read, and none may
 * contain the staff API's prefix or one of its own paths. The /admin routes' chunks may. Needs `npm run build` first
 * (`npm test` builds before the unit tests); without a build it is skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../model/api-contract/endpoints'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MANIFEST = path.join(ROOT, 'dist', 'client-manifest.json')
const CLIENT_DIR = path.join(ROOT, 'dist', 'client')

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** A module of the desk: an /admin route file (any of its split parts) or the admin code under src/admin. */
const ADMIN_MODULE = /^src\/(routes\/(\{-\$lang\}\/)?admin([./]|$)|admin\/)/

/** Strings only the staff API uses: its prefix and its paths that no visitor path or page shares. */
function staffStrings(): string[] {
  const visitorPaths = new Set(Object.values(ENDPOINTS).map((endpoint) => endpoint.path as string))
  const paths = Object.values(STAFF_ENDPOINTS)
    .map((endpoint) => endpoint.path as string)
    // `/sign-in` is also the page /admin/sign-in's path segment, which the router's tree of every page names.
    .filter((staffPath) => staffPath !== '/sign-in' && !visitorPaths.has(staffPath) && /[-{]/.test(staffPath))
  return [STAFF_API_PREFIX, ...new Set(paths)]
}

/** The manifest keys a public page may load: from the entries, through static and lazy imports, around admin modules. */
function publicChunks(manifest: Record<string, ManifestChunk>): { visitor: Set<string>; admin: Set<string> } {
  const visitor = new Set<string>()
  const admin = new Set<string>()
  const queue = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key)
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (ADMIN_MODULE.test(key)) {
      admin.add(key)
      continue
    }
    const chunk = manifest[key]
    if (visitor.has(key) || !chunk) continue
    visitor.add(key)
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []))
  }
  return { visitor, admin }
}

describe.skipIf(!fs.existsSync(MANIFEST))('visitors’ chunks and the staff API (issue 41)', () => {
  const manifest = fs.existsSync(MANIFEST) ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>) : {}
  const read = (key: string) => fs.readFileSync(path.join(CLIENT_DIR, manifest[key]!.file), 'utf8')
  const { visitor, admin } = publicChunks(manifest)
  const strings = staffStrings()

  it('no chunk a public page can load names the staff API', () => {
    expect(visitor.size).toBeGreaterThan(20)
    const named = [...visitor].flatMap((key) => {
      const text = read(key)
      return strings.filter((string) => text.includes(string)).map((string) => `${key} (${manifest[key]!.file}): ${string}`)
    })
    expect(named).toEqual([])
  })

  it('the admin routes are lazy chunks of their own, whose code names the staff API', () => {
    expect([...admin].some((key) => key.startsWith('src/routes/'))).toBe(true)
    const reached = new Set<string>()
    const queue = [...admin]
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const chunk = manifest[key]
      if (reached.has(key) || !chunk) continue
      reached.add(key)
      queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []))
    }
    expect([...reached].filter((key) => !visitor.has(key) && read(key).includes(STAFF_API_PREFIX))).not.toEqual([])
  })
})
