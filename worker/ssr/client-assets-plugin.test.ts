import { describe, expect, it } from 'vitest'
import { fromManifest, routeIdOfFile } from './client-assets-plugin'

describe('routeIdOfFile', () => {
  it('names a route file as TanStack Router’s file routes do', () => {
    expect(routeIdOfFile('{-$lang}/index')).toBe('/{-$lang}/')
    expect(routeIdOfFile('{-$lang}/route')).toBe('/{-$lang}')
    expect(routeIdOfFile('{-$lang}/events/index')).toBe('/{-$lang}/events/')
    expect(routeIdOfFile('{-$lang}/events/i/$slug')).toBe('/{-$lang}/events/i/$slug')
    expect(routeIdOfFile('{-$lang}/[_]test')).toBe('/{-$lang}/_test')
  })
})

describe('fromManifest', () => {
  /** A client build's manifest as Vite writes it: the two entries with their graphs, split routes, the warm-up worker. */
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true, imports: ['_runtime-1.js'], css: ['assets/entry-client-1.css'] },
    'src/admin/desk-entry.tsx': { file: 'assets/desk-entry-1.js', isEntry: true, imports: ['src/entry-client.tsx'] },
    'src/routes/{-$lang}/admin/leads.tsx?tsr-split=component': { file: 'assets/leads-1.js', imports: ['src/entry-client.tsx', 'src/admin/desk-entry.tsx', '_DeskPager-1.js'], css: ['assets/admin-1.css'] },
    'src/routes/{-$lang}/admin/route.tsx?tsr-split=component': { file: 'assets/desk-layout-1.js', imports: ['src/entry-client.tsx', '_DeskPager-1.js'], css: ['assets/admin-1.css'] },
    '_DeskPager-1.js': { file: 'assets/DeskPager-1.js', imports: ['src/entry-client.tsx'], css: ['assets/admin-1.css', 'assets/pager-1.css'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    'src/intl-warm-up.worker.ts': { file: 'assets/intl-warm-up.worker-1.js', isEntry: true },
    'src/routes/{-$lang}/index.tsx?tsr-split=component': {
      file: 'assets/home-1.js',
      imports: ['_runtime-1.js', 'src/entry-client.tsx', '_Carousel-1.js'],
    },
    '_Carousel-1.js': { file: 'assets/Carousel-1.js', imports: ['src/entry-client.tsx', '_embla-1.js'] },
    '_embla-1.js': { file: 'assets/embla-1.js' },
    'src/routes/{-$lang}/[_]test.tsx?tsr-split=component': { file: 'assets/test-1.js', imports: ['src/entry-client.tsx'] },
    'src/routes/{-$lang}/index.tsx?tsr-split=loader': { file: 'assets/home-loader-1.js', imports: ['src/entry-client.tsx', '_home-data-1.js'] },
    '_home-data-1.js': { file: 'assets/home-data-1.js' },
  }

  it('gives each split route its chunk and its static imports, less what the entry already loads, but not its loader (issue 40.2)', () => {
    const { apps, scripts, start } = fromManifest(manifest)
    expect(scripts).toEqual([])
    expect(apps.site.entry).toBe('/assets/entry-client-1.js')
    expect(apps.site.preloads).toEqual(['/assets/runtime-1.js'])
    expect(apps.site.css).toEqual(['/assets/entry-client-1.css'])
    expect(apps.site.routes).toMatchObject({
      '/{-$lang}/': { preloads: ['/assets/home-1.js', '/assets/Carousel-1.js', '/assets/embla-1.js'], css: [] },
      '/{-$lang}/_test': { preloads: ['/assets/test-1.js'], css: [] },
    })
    expect(start).toEqual({ after: 'first-paint', intlWarmUp: '/assets/intl-warm-up.worker-1.js' })
  })

  it('the desk’s entry (issue 41) preloads the site’s entry chunk it imports, with its stylesheet; its routes’ chunks less both', () => {
    const { desk } = fromManifest(manifest).apps
    expect(desk.entry).toBe('/assets/desk-entry-1.js')
    expect(desk.preloads).toEqual(['/assets/entry-client-1.js', '/assets/runtime-1.js'])
    expect(desk.css).toEqual(['/assets/entry-client-1.css'])
    expect(desk.routes['/{-$lang}/admin']?.preloads).toEqual(['/assets/desk-layout-1.js', '/assets/DeskPager-1.js'])
    expect(desk.routes['/{-$lang}/admin/leads']?.preloads).toEqual(['/assets/leads-1.js'])
  })

  it('a route’s stylesheets are those of its chunk and their static imports, each once, less the entry’s and a route’s above it (the desk’s first paint styled)', () => {
    const { desk, site } = fromManifest(manifest).apps
    expect(desk.routes['/{-$lang}/admin']?.css).toEqual(['/assets/admin-1.css', '/assets/pager-1.css'])
    // What the desk's layout route above it names, a page of the desk names once.
    expect(desk.routes['/{-$lang}/admin/leads']?.css).toEqual([])
    expect(site.routes['/{-$lang}/']?.css).toEqual([])
  })
})
