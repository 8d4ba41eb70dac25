/**
 * Visitors' JavaScript holds nothing of the staff desk (issue 41 "How it is built", "code-split so that no visitor
 * downloads a byte of them"): over the production build's client manifest (kept at dist/client-manifest.json by
 * vite.config.ts), every chunk a public page can load (the visitors' entries and everything they import, statically or
 * lazily) is read. None may be a desk module or contain the staff API's prefix or one of its own paths, and the
 * visitors' entry with its static imports names no desk route. The desk's entry (src/admin/desk-entry.tsx) reaches the
 * /admin routes' chunks, which may. Needs `npm run build` first (`npm test` builds before the unit tests); without a
 * build it is skipped.
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
/** What every desk route's id starts with (src/deskRouteTree.gen.ts): the router's tree names its routes by it. */
const DESK_ROUTE_ID = '/{-$lang}/admin'

/** Strings only the staff API uses: its prefix and its paths that no visitor path or page shares. */
function staffStrings(): string[] {
  const visitorPaths = new Set(Object.values(ENDPOINTS).map((endpoint) => endpoint.path as string))
  const paths = Object.values(STAFF_ENDPOINTS)
    .map((endpoint) => endpoint.path as string)
    // `/sign-in` is also the page /admin/sign-in's path segment, which the router's tree of every page names.
    .filter((staffPath) => staffPath !== '/sign-in' && !visitorPaths.has(staffPath) && /[-{]/.test(staffPath))
  return [STAFF_API_PREFIX, ...new Set(paths)]
}

type Manifest = Record<string, ManifestChunk>

/** The manifest keys reached from `from` through static imports and, unless `staticOnly`, lazy ones. */
function reached(manifest: Manifest, from: string[], { staticOnly = false } = {}): Set<string> {
  const keys = new Set<string>()
  const queue = [...from]
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key]
    if (keys.has(key) || !chunk) continue
    keys.add(key)
    queue.push(...(chunk.imports ?? []), ...(staticOnly ? [] : (chunk.dynamicImports ?? [])))
  }
  return keys
}

/** The entries of the build: the visitors' (the site and the Intl warm-up worker) and the desk's. */
function entries(manifest: Manifest): { visitor: string[]; desk: string[] } {
  const keys = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key)
  return { visitor: keys.filter((key) => !ADMIN_MODULE.test(key)), desk: keys.filter((key) => ADMIN_MODULE.test(key)) }
}

describe.skipIf(!fs.existsSync(MANIFEST))('visitors’ chunks, the staff desk and the staff API (issue 41)', () => {
  const manifest = fs.existsSync(MANIFEST) ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest) : {}
  const read = (key: string) => fs.readFileSync(path.join(CLIENT_DIR, manifest[key]!.file), 'utf8')
  const entry = entries(manifest)
  const visitor = reached(manifest, entry.visitor)
  const strings = staffStrings()

  it('no desk module (route or admin code) is a chunk a public page can load, not even lazily', () => {
    expect(entry.visitor).toContain('src/entry-client.tsx')
    expect([...visitor].filter((key) => ADMIN_MODULE.test(key))).toEqual([])
  })

  it('the visitors’ entry and its static imports name no desk route', () => {
    const named = [...reached(manifest, entry.visitor, { staticOnly: true })].filter((key) => read(key).includes(DESK_ROUTE_ID))
    expect(named).toEqual([])
  })

  it('no chunk a public page can load names the staff API', () => {
    expect(visitor.size).toBeGreaterThan(20)
    const named = [...visitor].flatMap((key) => {
      const text = read(key)
      return strings.filter((string) => text.includes(string)).map((string) => `${key} (${manifest[key]!.file}): ${string}`)
    })
    expect(named).toEqual([])
  })

  it('the door’s QR decoder and its .wasm are one lazy chunk of the door’s page, served from our own assets (issue 44)', () => {
    const wasm = manifest['node_modules/zxing-wasm/dist/reader/zxing_reader.wasm']?.file
    expect(wasm).toMatch(/^assets\/zxing_reader-[\w-]+\.wasm$/)
    expect(fs.existsSync(path.join(CLIENT_DIR, wasm!))).toBe(true)
    expect(read('src/admin/zxing-qr.ts')).toContain(`/${wasm}`)
    const importers = Object.keys(manifest).filter((key) => manifest[key]!.dynamicImports?.includes('src/admin/zxing-qr.ts') || manifest[key]!.imports?.includes('src/admin/zxing-qr.ts'))
    expect(importers).toEqual(['src/routes/{-$lang}/admin/check-in.tsx?tsr-split=component'])
    expect([...visitor].filter((key) => read(key).includes(path.basename(wasm!)))).toEqual([])
  })

  it('the desk’s entry names its routes and reaches their lazy chunks, whose code names the staff API', () => {
    expect(entry.desk).toEqual(['src/admin/desk-entry.tsx'])
    const desk = reached(manifest, entry.desk)
    expect(read('src/admin/desk-entry.tsx')).toContain(DESK_ROUTE_ID)
    expect([...desk].some((key) => key.startsWith('src/routes/{-$lang}/admin/'))).toBe(true)
    expect([...desk].filter((key) => !visitor.has(key) && read(key).includes(STAFF_API_PREFIX))).not.toEqual([])
  })
})
