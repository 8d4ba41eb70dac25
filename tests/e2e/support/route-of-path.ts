import fs from 'node:fs'
import path from 'node:path'

/**
 * Which route of the app a path renders, from the routes its routers know (src/routeTree.gen.ts and the desk's
 * src/deskRouteTree.gen.ts): the axe check runs once per route (and width in Russian), so `/shop/a` and `/shop/b` are one
 * route, while the payment page keeps its order kind (`/payment/products/…` and `/payment/events/…` render different
 * orders).
 */
const KEPT_PARAMS = new Set(['type'])

interface RoutePattern {
  name: string
  segments: string[]
  statics: number
}

export function routePatterns(generated: string): RoutePattern[] {
  const block = /interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(generated)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)':/g)]
    .map(([, fullPath]) => fullPath!.replace(/^\/\{-\$lang\}/, '').replace(/\/$/, ''))
    .map((name) => {
      const segments = name.split('/').filter(Boolean)
      return { name: name || '/', segments, statics: segments.filter((segment) => !segment.startsWith('$')).length }
    })
    .sort((a, b) => b.statics - a.statics)
}

/** `{language} {route}` for a pathname, e.g. `en /shop/$slug`; the path itself when no route matches it. */
export function routeOfPath(pathname: string, patterns: readonly RoutePattern[], languages: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean)
  const [first] = segments
  const language = first && languages.includes(first) ? first : ''
  const rest = language ? segments.slice(1) : segments
  for (const pattern of patterns) {
    if (pattern.segments.length !== rest.length) continue
    const values = pattern.segments.map((segment, index) => {
      if (!segment.startsWith('$')) return segment === rest[index] ? segment : null
      return KEPT_PARAMS.has(segment.slice(1)) ? rest[index]! : segment
    })
    if (values.every((value) => value !== null)) return `${language || 'ru'} /${values.join('/')}`
  }
  return pathname
}

let appPatterns: RoutePattern[] | undefined

/** routeOfPath against this repository's routes. */
export function appRouteOfPath(pathname: string): string {
  appPatterns ??= ['routeTree.gen.ts', 'deskRouteTree.gen.ts']
    .flatMap((file) => routePatterns(fs.readFileSync(path.resolve(import.meta.dirname, '../../../src', file), 'utf8')))
    .sort((a, b) => b.statics - a.statics)
  return routeOfPath(pathname, appPatterns, ['en', 'ky'])
}

/**
 * What one axe check of the run covers (support/fixtures.ts): a route in Russian at one width (the Playwright project),
 * a route in English or Kyrgyz at any width, with the dialog open on it if any. The layout, the menus and the targets'
 * sizes change with the width and are checked in Russian at both; the texts, names, alt texts and `lang` change with the
 * language and are checked once a language (issue 43: a fresh-clone CI run within 15 minutes).
 */
export function accessibilityCheckKey(project: string, url: string, dialog = ''): string {
  const route = appRouteOfPath(new URL(url).pathname)
  return `${isTranslation(route) ? 'any width' : project} ${route} ${dialog}`
}

const isTranslation = (route: string) => /^(en|ky) /.test(route)

/**
 * Whether a path is a route of the app in English or Kyrgyz, whose axe check runs only the rules that depend on the
 * language (support/fixtures.ts); a path no route matches is checked in full at each width, like a Russian route.
 */
export function isTranslationPath(pathname: string): boolean {
  return isTranslation(appRouteOfPath(pathname))
}
