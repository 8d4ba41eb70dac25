import { Hono } from 'hono'
import { IMAGE_SIZES, type ImageSize } from '../../src/model/entities/reference'
import type { AppEnv } from '../env'
import { demoImageSvg, demoPictureFrom, isDemoImageUuid } from './demo-image'

/**
 * GET /media/demo/<uuid>/<small|medium|large>.svg[?kind=portrait|cover|logo&text=…] — the renditions of demo
 * images (BE-05, ENTITY-18), a scene or what the query names (demoImageUrl). The
 * picture depends only on the URL, so it is cached for a year as immutable. Anything else under /media/demo is
 * a 404 (plain text: an image tag shows nothing either way).
 */
export const media = new Hono<AppEnv>().get('/media/demo/:uuid/:file', (c) => {
  const uuid = c.req.param('uuid')
  const size = /^(small|medium|large)\.svg$/.exec(c.req.param('file'))?.[1] as ImageSize | undefined
  const picture = demoPictureFrom(c.req.query())
  if (!size || !IMAGE_SIZES.includes(size) || !isDemoImageUuid(uuid) || !picture) {
    return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
  }
  return c.body(demoImageSvg(uuid, size, picture), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
