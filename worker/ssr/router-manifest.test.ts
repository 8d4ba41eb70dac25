import { describe, expect, it } from 'vitest'
import type { AppAssets, ClientAssets } from './client-assets-plugin'
import { routerManifest } from './router-manifest'

function app(entry: string, routes: AppAssets['routes'] = {}): AppAssets {
  return { entry, css: [], preloads: [], routes }
}

/** A production build's assets: the site's app as given, the desk's a plain one. */
function production(site: AppAssets, desk = app('/assets/desk-entry.js')): ClientAssets {
  return { apps: { site, desk }, scripts: [], inline: [], start: { after: 'first-paint', intlWarmUp: '/assets/intl-warm-up.js' } }
}

describe('routerManifest', () => {
  it('a production page preloads the entry’s imports and carries no module script, only the script that starts the app after the first paint', () => {
    const manifest = routerManifest(production({ entry: '/assets/entry.js', css: ['/assets/entry.css'], preloads: ['/assets/react.js'], routes: {} }), 'site')
    const root = manifest.routes.__root__
    expect(root.preloads).toEqual(['/assets/react.js'])
    expect(root.css).toEqual(['/assets/entry.css'])
    expect(root.scripts).toHaveLength(1)
    expect(root.scripts[0]?.attrs).toBeUndefined()
    expect(root.scripts[0]?.children).toContain('"/assets/entry.js"')
    expect(root.scripts[0]?.children).toContain('"/assets/intl-warm-up.js"')
  })

  it('each route carries its own chunks, which the router preloads on the pages that match it', () => {
    const manifest = routerManifest(production(app('/assets/entry.js', { '/{-$lang}/': { preloads: ['/assets/home.js', '/assets/Carousel.js'], css: [] } })), 'site')
    expect(manifest.routes['/{-$lang}/']).toEqual({ preloads: ['/assets/home.js', '/assets/Carousel.js'] })
  })

  it('a route whose chunks bring styles carries their stylesheets, which the page links (the desk’s first paint styled)', () => {
    const routes = { '/{-$lang}/admin/media': { preloads: ['/assets/media.js'], css: ['/assets/admin.css'] } }
    const manifest = routerManifest(production(app('/assets/entry.js'), app('/assets/desk-entry.js', routes)), 'desk')
    expect(manifest.routes['/{-$lang}/admin/media']).toEqual({ preloads: ['/assets/media.js'], css: ['/assets/admin.css'] })
  })

  it('a desk page (issue 41) starts the desk’s entry, a visitor’s page the site’s', () => {
    const assets = production(app('/assets/entry.js'), app('/assets/desk-entry.js'))
    expect(routerManifest(assets, 'desk').routes.__root__.scripts[0]?.children).toContain('"/assets/desk-entry.js"')
    expect(routerManifest(assets, 'desk').routes.__root__.scripts[0]?.children).not.toContain('"/assets/entry.js"')
    expect(routerManifest(assets, 'site').routes.__root__.scripts[0]?.children).not.toContain('desk-entry')
  })

  it('in development, Vite’s preamble and client load as the page parses, then the entry is imported and started', () => {
    const manifest = routerManifest(
      {
        apps: { site: app('/src/entry-client.tsx'), desk: app('/src/admin/desk-entry.tsx') },
        scripts: ['/@vite/client'],
        inline: ['preamble'],
        start: { after: 'parse' },
      },
      'site',
    )
    expect(manifest.routes.__root__.scripts).toEqual([
      { attrs: { type: 'module' }, children: 'preamble' },
      { attrs: { type: 'module', src: '/@vite/client' } },
      { attrs: { type: 'module' }, children: 'import("/src/entry-client.tsx").then(function (app) { app.start(); });' },
    ])
  })
})
