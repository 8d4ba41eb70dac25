import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOrder, ensureOrderEvents, paidWithDuplicateNotifications, postJson } from './event-orders-fixtures'

function findOrders(email: string, headers: Record<string, string> = {}, query = 'language=en'): Promise<Response> {
  return postJson(`orders/find?${query}`, { email }, headers)
}

async function mailsTo(address: string) {
  const { results } = await env.DB.prepare("SELECT text_body, holds_secret FROM outbox WHERE kind = 'found_orders' AND recipient = ?1")
    .bind(address)
    .all<{ text_body: string; holds_secret: number }>()
  return results
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`

describe('find my orders (issue 44)', () => {
  beforeAll(ensureOrderEvents)

  it('issue 44: the same 202 whether or not the address has orders; the mail lists the orders with their ticket', async () => {
    const buyer = unique('buyer')
    const order = await createOrder({ client_email: buyer.toUpperCase() })
    await paidWithDuplicateNotifications('event-orders-payments', order, 'USD', 'events', 1)
    const stranger = unique('stranger')
    const [withOrders, without] = await Promise.all([findOrders(` ${buyer} `), findOrders(stranger)])
    expect(withOrders.status).toBe(202)
    expect(without.status).toBe(202)
    expect(await withOrders.json()).toEqual(await without.json())
    const [mail] = await mailsTo(buyer)
    expect(mail!.holds_secret).toBe(1)
    expect(mail!.text_body).toContain(`№${order.number}`)
    expect(mail!.text_body).toContain(`/en/payment/events/${order.access_code}`)
    expect(mail!.text_body).toMatch(/Ticket: http:\/\/localhost\/en\/ticket\/[0-9a-f]{32}\.[\w-]{43}/)
    const [none] = await mailsTo(stranger)
    expect(none!.text_body).toContain('No orders were made with this address in the last year.')
  })

  it('issue 44: 40 requests for one address at once (from 40 senders) answer alike and send one mail in the window', async () => {
    const address = unique('flood')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => findOrders(address, { 'cf-connecting-ip': `198.51.100.${index + 1}` }).then((response) => response.status)),
    )
    expect(answers).toEqual(Array(40).fill(202))
    expect(await mailsTo(address)).toHaveLength(1)
  })

  it('issue 44: one sender is limited to 10 look-ups in 10 minutes, whatever the addresses', async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.44' }
    const statuses: number[] = []
    for (let index = 0; index < 11; index += 1) statuses.push((await findOrders(unique('sender'), headers)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202))
    expect(statuses[10]).toBe(429)
  })

  it('issue 44: a cross-site request is refused and a bad address is a 400 on email', async () => {
    const address = unique('cross')
    expect((await findOrders(address, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(await mailsTo(address)).toHaveLength(0)
    const bad = await findOrders('not an address')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('email')
  })
})
