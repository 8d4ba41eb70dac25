/**
 * Issue 39.4: no cache stores a page with personal data, as none stores the API's reads of the same data: the
 * payment page of an order (anonymous, by access code), the profile and any page rendered for a signed-in visitor.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn } from './accounts-fixtures'
import { createOrder, ensureOrderEvents } from './event-orders-fixtures'
import { get } from './helpers'

beforeAll(async () => {
  await ensureOrderEvents()
})

async function cacheControl(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await get(path, { headers })
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return response.headers.get('Cache-Control')
}

describe('Cache-Control of pages with personal data (issue 39.4, PAY-01, ROUTE-08)', () => {
  it('a payment page by access code is never stored, in every language', async () => {
    const order = await createOrder()
    for (const path of [`/payment/events/${order.access_code}`, `/en/payment/events/${order.access_code}`]) {
      expect(await cacheControl(path)).toBe('private, no-store')
    }
  })

  it('the profile and any other page of a signed-in visitor are never stored; an anonymous public page revalidates', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.email)
    expect(await cacheControl('/en/account', { Cookie: cookie })).toBe('private, no-store')
    expect(await cacheControl('/en/events', { Cookie: cookie })).toBe('private, no-store')
    expect(await cacheControl('/en/events')).toBe('private, no-cache')
  })
})
