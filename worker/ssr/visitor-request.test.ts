import { describe, expect, it } from 'vitest'
import { asVisitor } from './visitor-request'

describe('asVisitor (OQ-53: loaders calling me or myOrders in the server render see the session)', () => {
  it("carries the page's cookies on the API request, keeping its method, address and body", async () => {
    const apiRequest = new Request('http://localhost/api/client/client_users/me?language=en', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' })
    const forwarded = asVisitor(apiRequest, '__Host-session=abc; cur=USD')
    expect(forwarded.headers.get('Cookie')).toBe('__Host-session=abc; cur=USD')
    expect([forwarded.method, forwarded.url, forwarded.headers.get('Content-Type'), await forwarded.text()]).toEqual([
      'PUT',
      'http://localhost/api/client/client_users/me?language=en',
      'application/json',
      '{"a":1}',
    ])
  })

  it('leaves a request without cookies as it is', () => {
    const apiRequest = new Request('http://localhost/api/client/languages')
    expect(asVisitor(apiRequest, undefined)).toBe(apiRequest)
  })
})
