/**
 * Issue 39.7: no input reaches the top as an exception. Malformed percent escapes in every route family (pages,
 * /media, /lead-files, /api/client/* with their path parameters and queries, provider callbacks, the currency
 * cookie) and lone surrogates in the JSON strings of every body endpoint are answered with a 4xx (or the page),
 * never a 500.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/model/api-contract/endpoints'
import { createOrder, ensureOrderEvents, VALID_ORDER } from './event-orders-fixtures'
import { API, getWith } from './helpers'
import { newSender, PROGRAM_LEAD } from './lead-fixtures'
import { PLAIN_REVIEW } from './review-fixtures'
import { FAKE_SHOP, FAKE_YOOKASSA_URL, FakeYookassa } from './yookassa-fake'

const LIVE_YOOKASSA = { YOOKASSA_SHOP_ID: FAKE_SHOP.id, YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey, YOOKASSA_API_URL: FAKE_YOOKASSA_URL }

/** Escapes that are no percent-encoded UTF-8: a lone byte, a cut sequence, an encoded surrogate, a bad hex digit. */
const BAD_ESCAPES = ['%ff', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '%C0%AF']

const names = Object.keys(ENDPOINTS) as EndpointName[]
const bodyEndpoints = names.filter((name) => ENDPOINTS[name].method !== 'GET')

/** Each `{name}` of the path replaced by `value`. */
const filled = (name: EndpointName, value: string) => ENDPOINTS[name].path.replace(/\{\w+\}/g, value)

async function statusOf(url: string, init: RequestInit = {}, bindings: Partial<Cloudflare.Env> = {}): Promise<number> {
  const response = await getWith(bindings, url, init)
  await response.arrayBuffer()
  return response.status
}

function jsonInit(text: string, method = 'POST'): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': newSender() }, body: text }
}

/** The JSON text of `body` with every string value (and key) given a lone surrogate: JSON.stringify writes `\udxxx` escapes. */
function withLoneSurrogates(body: unknown): string {
  return JSON.stringify(spoiled(body, () => true))
}

/** One JSON text a string leaf of `body`, each with that one leaf given a lone surrogate (the rest valid, to get past checks). */
function eachLeafSpoiled(body: unknown): string[] {
  let leaves = 0
  spoiled(body, () => ((leaves += 1), false))
  return Array.from({ length: leaves }, (_, target) => {
    let leaf = 0
    return JSON.stringify(spoiled(body, () => leaf++ === target))
  })
}

function spoiled(value: unknown, spoil: () => boolean): unknown {
  if (typeof value === 'string') return spoil() ? `${value}\ud800` : value
  if (Array.isArray(value)) return value.map((item) => spoiled(item, spoil))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoiled(item, spoil)]))
  return value
}

/** Where the answers that are not 4xx (or a page's 2xx/3xx) are listed, so that one failure names all. */
async function fiveHundreds(cases: Array<[string, () => Promise<number>]>): Promise<string[]> {
  const failed: string[] = []
  for (const [label, send] of cases) {
    const status = await send()
    if (status >= 500) failed.push(`${label} → ${status}`)
  }
  return failed
}

let fake: FakeYookassa
let restoreFetch: () => void
beforeEach(() => {
  fake = new FakeYookassa()
  restoreFetch = fake.interceptGlobalFetch()
})
afterEach(() => restoreFetch())

describe('malformed percent escapes never make a 500 (issue 39.7)', () => {
  it('pages, /media, /lead-files and the demo images', async () => {
    const paths = ['/', '/media/', '/media/demo/', '/lead-files/', '/events/', '/en/events/', '/ky/', '/trainers/', '/news/', '/payment/events/', '/sitemap.xml?page=', '/?currency=']
    const cases = paths.flatMap((path) => BAD_ESCAPES.map((escape): [string, () => Promise<number>] => [`GET ${path}${escape}`, () => statusOf(`${path}${escape}`)]))
    cases.push(['GET /media/demo/%ff/small.svg', () => statusOf('/media/demo/%ff/small.svg')])
    cases.push(['HEAD /media/%ff', () => statusOf('/media/%ff', { method: 'HEAD' })])
    expect(await fiveHundreds(cases)).toEqual([])
  }, 120_000)

  it('the currency cookie of a page and of the API', async () => {
    const cases = BAD_ESCAPES.flatMap((escape): Array<[string, () => Promise<number>]> => [
      [`/ with currency=${escape}`, () => statusOf('/events', { headers: { Cookie: `currency=${escape}` } })],
      [`API with currency=${escape}`, () => statusOf(`${API}/events?language=ru`, { headers: { Cookie: `currency=${escape}` } })],
    ])
    expect(await fiveHundreds(cases)).toEqual([])
  }, 60_000)

  it('every endpoint of /api/client, provider callbacks included: path parameters and query', async () => {
    const cases = names.flatMap((name): Array<[string, () => Promise<number>]> => {
      const { method } = ENDPOINTS[name]
      return BAD_ESCAPES.slice(0, 3).map((escape) => {
        const url = `${API}${filled(name, escape)}?language=${escape}&currency=${escape}&skip=${escape}&${escape}=1`
        const init = method === 'GET' ? {} : jsonInit('{}', method)
        return [`${method} ${url}`, () => statusOf(url, init, LIVE_YOOKASSA)]
      })
    })
    cases.push([`GET ${API}/%ff`, () => statusOf(`${API}/%ff`)])
    expect(await fiveHundreds(cases)).toEqual([])
  }, 120_000)
})

describe('lone surrogates in JSON bodies never make a 500 (issue 39.7)', () => {
  it('every body endpoint, with a body of lone surrogates', async () => {
    const cases = bodyEndpoints.map((name): [string, () => Promise<number>] => {
      const url = `${API}${filled(name, name === 'paymentNotification' ? 'yookassa' : 'x')}?language=ru`
      const text = withLoneSurrogates({ name: 'a', email: 'a@example.com', order: 'x', [`key`]: 'value' })
      return [`${ENDPOINTS[name].method} ${url}`, () => statusOf(url, jsonInit(text, ENDPOINTS[name].method), LIVE_YOOKASSA)]
    })
    expect(await fiveHundreds(cases)).toEqual([])
  }, 60_000)

  it('valid bodies of leads, reviews, orders, subscriptions, accounts and a YooKassa notification, each string spoiled', async () => {
    await ensureOrderEvents()
    const order = await createOrder()
    const bodies: Array<[string, unknown]> = [
      ['forms/get_program/orders', PROGRAM_LEAD],
      ['reviews', PLAIN_REVIEW],
      ['event-orders', VALID_ORDER],
      ['event-orders-calculate?currency=USD', { order: order.access_code }],
      ['subscriptions', { email: 'lone@example.com' }],
      ['client_users/login', { email: 'lone@example.com', password: 'secret-password-1' }],
      ['client_users/registration', { first_name: 'A', last_name: 'B', email: 'lone2@example.com', password: 'secret-password-1' }],
      ['payment-notifications/yookassa', { type: 'notification', event: 'payment.succeeded', object: { id: 'pay-1' } }],
    ]
    const cases = bodies.flatMap(([path, body]) =>
      eachLeafSpoiled(body).map((text): [string, () => Promise<number>] => [
        `POST ${path} ${text}`,
        () => statusOf(`${API}/${path}${path.includes('?') ? '&' : '?'}language=en`, jsonInit(text), LIVE_YOOKASSA),
      ]),
    )
    expect(await fiveHundreds(cases)).toEqual([])
  }, 60_000)
})
