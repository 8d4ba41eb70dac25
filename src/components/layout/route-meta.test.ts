import { describe, expect, it } from 'vitest'
import { DEFAULT_ROUTE_META } from '../../model/route-meta'
import { resolveRouteMeta, showsHeader } from './route-meta'

describe('resolveRouteMeta (ROUTE-11)', () => {
  it('gives the default header and layout when no route declares meta', () => {
    expect(resolveRouteMeta([{}, { staticData: {} }])).toEqual(DEFAULT_ROUTE_META)
  })

  it('ROUTE-13: home declares the blue header', () => {
    expect(resolveRouteMeta([{}, {}, { staticData: { meta: { header: 'blue' } } }])).toEqual({
      header: 'blue',
      layout: 'default',
      footerForm: false,
    })
  })

  it('lets the deepest route override a parent field by field', () => {
    const meta = resolveRouteMeta([
      { staticData: { meta: { header: 'black', layout: 'black' } } },
      { staticData: { meta: { header: 'transparent_white', footerForm: true } } },
    ])
    expect(meta).toEqual({ header: 'transparent_white', layout: 'black', footerForm: true })
  })

  it('ignores the routes below a match that did not load: a 404 keeps the full layout (ROUTE-14, I18N-03)', () => {
    const meta = resolveRouteMeta([
      { status: 'success' },
      { status: 'notFound' },
      { status: 'pending', staticData: { meta: { layout: 'no_header' } } },
    ])
    expect(meta).toEqual(DEFAULT_ROUTE_META)
    expect(resolveRouteMeta([{ status: 'success' }, { status: 'success', staticData: { meta: { layout: 'no_header' } } }]).layout).toBe(
      'no_header',
    )
  })

  it('never mutates the shared default', () => {
    resolveRouteMeta([{ staticData: { meta: { header: 'blue' } } }])
    expect(DEFAULT_ROUTE_META.header).toBe('default')
  })
})

describe('showsHeader (ROUTE-14)', () => {
  it('hides the header only for the no_header layout', () => {
    expect(showsHeader({ ...DEFAULT_ROUTE_META, layout: 'no_header' })).toBe(false)
    expect(showsHeader({ ...DEFAULT_ROUTE_META, layout: 'grey' })).toBe(true)
  })
})
