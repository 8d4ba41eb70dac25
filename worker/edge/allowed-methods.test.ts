import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { allowedMethods, methodNotAllowed } from './allowed-methods'

const app = new Hono().use(methodNotAllowed).all('*', (c) => c.text('served'))

describe('methods the Worker does not serve → 405 with Allow (issue 23)', () => {
  it.each([
    ['/', 'PROPFIND', 'GET, HEAD'],
    ['/page/oferta', 'POST', 'GET, HEAD'],
    ['/events', 'DELETE', 'GET, HEAD'],
    ['/api/client/events', 'PROPFIND', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['/api/client', 'PURGE', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ])('%s %s', async (path, method, allow) => {
    const response = await app.request(path, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe(allow)
    expect(await response.text()).toBe('Method Not Allowed')
  })

  it.each([
    ['/', 'GET'],
    ['/page/oferta', 'HEAD'],
    ['/api/client/event-orders', 'POST'],
    ['/api/client/events', 'OPTIONS'],
  ])('%s %s is served', async (path, method) => {
    expect((await app.request(path, { method })).status).toBe(200)
  })

  it('TRACE and CONNECT (which Node cannot send) are allowed nowhere', () => {
    for (const path of ['/', '//evil.example/', '/api/client/events']) {
      expect(allowedMethods(path)).not.toContain('TRACE')
      expect(allowedMethods(path)).not.toContain('CONNECT')
    }
  })
})
