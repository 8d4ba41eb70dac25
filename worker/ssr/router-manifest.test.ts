import { describe, expect, it } from 'vitest'
import { routerManifest } from './router-manifest'

describe('routerManifest', () => {
  it('a production page preloads the entry’s imports and carries no module script, only the script that starts the app after the first paint', () => {
    const manifest = routerManifest({
      scripts: ['/assets/entry.js'],
      css: ['/assets/entry.css'],
      preloads: ['/assets/react.js'],
      routes: { '/{-$lang}/': ['/assets/home.js', '/assets/Carousel.js'] },
      inline: [],
      start: { after: 'first-paint', intlWarmUp: '/assets/intl-warm-up.js' },
    })
    const root = manifest.routes.__root__
    expect(root.preloads).toEqual(['/assets/react.js'])
    expect(root.css).toEqual(['/assets/entry.css'])
    expect(root.scripts).toHaveLength(1)
    expect(root.scripts[0]?.attrs).toBeUndefined()
    expect(root.scripts[0]?.children).toContain('"/assets/entry.js"')
    expect(root.scripts[0]?.children).toContain('"/assets/intl-warm-up.js"')
  })

  it('each route carries its own chunks, which the router preloads on the pages that match it', () => {
    const manifest = routerManifest({
      scripts: ['/assets/entry.js'],
      css: [],
      preloads: [],
      routes: { '/{-$lang}/': ['/assets/home.js', '/assets/Carousel.js'] },
      inline: [],
      start: { after: 'first-paint', intlWarmUp: '/assets/intl-warm-up.js' },
    })
    expect(manifest.routes['/{-$lang}/']).toEqual({ preloads: ['/assets/home.js', '/assets/Carousel.js'] })
  })

  it('in development, Vite’s preamble and client load as the page parses', () => {
    const manifest = routerManifest({
      scripts: ['/@vite/client', '/src/entry-client.tsx'],
      css: [],
      preloads: [],
      routes: {},
      inline: ['preamble'],
      start: { after: 'parse' },
    })
    expect(manifest.routes.__root__.scripts).toEqual([
      { attrs: { type: 'module' }, children: 'preamble' },
      { attrs: { type: 'module', src: '/@vite/client' } },
      { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
    ])
  })
})
