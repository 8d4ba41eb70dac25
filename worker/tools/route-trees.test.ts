import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DESK_ROUTES, SITE_ROUTES } from './route-trees'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The route files a generated tree imports, as absolute paths without extension. */
function routeFiles(generated: string): string[] {
  const file = path.join(ROOT, generated)
  return [...fs.readFileSync(file, 'utf8').matchAll(/^import \{ Route as \w+ \} from '([^']+)'$/gm)].map((match) => path.resolve(path.dirname(file), match[1]!))
}

describe('the visitors’ route tree and the desk’s (issue 41)', () => {
  const site = routeFiles(SITE_ROUTES.generatedRouteTree)
  const desk = routeFiles(DESK_ROUTES.generatedRouteTree)
  const adminFolder = path.join(ROOT, 'src/routes/{-$lang}/admin') + path.sep

  it('the visitors’ tree has no desk route; the desk’s has every one and nothing else but its root', () => {
    expect(site.filter((file) => file.startsWith(adminFolder))).toEqual([])
    expect(desk.filter((file) => !file.startsWith(adminFolder))).toEqual([path.join(ROOT, 'src/admin/desk-root')])
    expect(desk.length).toBeGreaterThan(10)
  })

  it('share no route file: a generated tree sets children and parents on the route objects it imports', () => {
    expect(desk.filter((file) => site.includes(file))).toEqual([])
  })
})
