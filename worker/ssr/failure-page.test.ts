import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { siteIconLinksHtml } from '../../src/model/site-icons'
import type { AppEnv } from '../env'
import { renderFailurePage } from './failure-page'

describe('the last-resort 500 page', () => {
  it('is a 500 that carries the site icons and no detail of the failure (ERR-01, issue 23)', async () => {
    const app = new Hono<AppEnv>().get('*', (c) => renderFailurePage(c))
    const response = await app.request('/page/oferta')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain(siteIconLinksHtml())
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48">')
  })
})
