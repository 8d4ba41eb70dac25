/**
 * Issue 40.8 (ORDER-04, ORDER-06, ORDER-10, ENTITY-16, BE-21, OQ-52): every kind of order stores the city and country
 * (the client's guess, else the edge's), so the managers' mail names them; and the made-up `request.cf` of wrangler's
 * local server is no guess at all.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PageEntity } from '../../src/model/api'
import type { EventOrderCreated, LocationAnswer } from '../../src/model/entities/orders'
import type { OutboxRow } from '../../worker/db/outbox'
import { ensureOrderEvents, paidWithDuplicateNotifications, VALID_ORDER } from './event-orders-fixtures'
import { API, get } from './helpers'
import { BUYER, COURSE_FAMILY, ensureOrderItems, ITEM_FAMILIES, PRODUCT_FAMILY, validBody } from './item-orders-fixtures'

beforeAll(async () => {
  await ensureOrderEvents()
  await ensureOrderItems()
})

/**
 * What miniflare (wrangler dev, the Vite plugin) puts in `request.cf` of every request when it has no real edge data:
 * `fallbackCf` of miniflare's src/cf.ts (node_modules/miniflare/dist/src/index.js), as it is.
 */
const MINIFLARE_FALLBACK_CF = {
  asOrganization: '',
  asn: 395747,
  colo: 'DFW',
  city: 'Austin',
  region: 'Texas',
  regionCode: 'TX',
  metroCode: '635',
  postalCode: '78701',
  country: 'US',
  continent: 'NA',
  timezone: 'America/Chicago',
  latitude: '30.27130',
  longitude: '-97.74260',
  clientTcpRtt: 0,
  httpProtocol: 'HTTP/1.1',
  requestPriority: 'weight=192;exclusive=0',
  tlsCipher: 'AEAD-AES128-GCM-SHA256',
  tlsVersion: 'TLSv1.3',
  edgeRequestKeepAliveStatus: 0,
  clientTrustScore: 99,
  botManagement: { corporateProxy: false, verifiedBot: false, ja3Hash: '25b4882c2bcb50cd6b469ff28c596742', staticResource: false, detectionIds: [], score: 99 },
  // The entry worker adds it to every request.
  clientAcceptEncoding: 'gzip, deflate, br',
}

/** A real visitor in Austin, from another network and point of the city. */
const AUSTIN_VISITOR_CF = { asn: 7922, colo: 'DFW', city: 'Austin', region: 'Texas', country: 'US', postalCode: '78704', latitude: '30.24320', longitude: '-97.76520' }

/** A valid order body of `family` that carries no city or country. */
function unlocated(family: (typeof ITEM_FAMILIES)[number]): Record<string, unknown> {
  const { city: _, country: __, ...body } = validBody(family)
  return body
}

function post(path: string, body: unknown, cf?: object): Promise<Response> {
  return get(`${API}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...(cf ? { cf } : {}) } as RequestInit)
}

async function created(response: Response): Promise<EventOrderCreated> {
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as EventOrderCreated
}

function stored(table: string, uuid: string): Promise<LocationAnswer | null> {
  return env.DB.prepare(`SELECT city, country FROM ${table} WHERE uuid = ?1`).bind(uuid).first<LocationAnswer>()
}

describe('GET location and the orders: the local server’s made-up edge data is no guess (OQ-52)', () => {
  it('answers nothing for miniflare’s stand-in request.cf, and a real Austin visitor’s city', async () => {
    const local = await get(`${API}/location`, { cf: MINIFLARE_FALLBACK_CF } as RequestInit)
    expect(await local.json()).toEqual({ city: null, country: null })
    const austin = await get(`${API}/location`, { cf: AUSTIN_VISITOR_CF } as RequestInit)
    expect(await austin.json()).toEqual({ city: 'Austin', country: 'US' })
  })

  it('an order and a lead sent through the local server store no city or country', async () => {
    const order = await created(await post(PRODUCT_FAMILY.orders, unlocated(PRODUCT_FAMILY), MINIFLARE_FALLBACK_CF))
    expect(await stored(PRODUCT_FAMILY.table, order.uuid)).toEqual({ city: null, country: null })
    const lead = await post('forms/footer/orders', { name: 'Local', phone: '+996555123456', agreement: true }, MINIFLARE_FALLBACK_CF)
    expect(lead.status, await lead.clone().text()).toBe(201)
    const { uuid } = (await lead.json()) as { uuid: string }
    expect(await stored('leads', uuid)).toEqual({ city: null, country: null })
  })
})

describe.each(ITEM_FAMILIES)('POST $orders stores the city and country like event orders (ORDER-04, ORDER-06, ORDER-10, BE-21)', (family) => {
  it('the guess the body carries, else the edge’s; the body’s wins', async () => {
    const edgeOnly = await created(await post(family.orders, unlocated(family), { city: 'Osh', country: 'KG' }))
    expect(await stored(family.table, edgeOnly.uuid)).toEqual({ city: 'Osh', country: 'KG' })
    const empty = await created(await post(family.orders, { ...validBody(family), city: null, country: '' }, { city: 'Osh', country: 'KG' }))
    expect(await stored(family.table, empty.uuid)).toEqual({ city: 'Osh', country: 'KG' })
    const sent = await created(await post(family.orders, validBody(family), { city: 'Osh', country: 'KG' }))
    expect(await stored(family.table, sent.uuid)).toEqual({ city: BUYER.city, country: BUYER.country })
  })
})

describe('the managers’ mail of a paid order names its city and country (ORDER-04, BE-21)', () => {
  it.each([
    ['event-orders', 'events', { ...VALID_ORDER, city: undefined, country: undefined }],
    [PRODUCT_FAMILY.orders, PRODUCT_FAMILY.kind, unlocated(PRODUCT_FAMILY)],
    [COURSE_FAMILY.orders, COURSE_FAMILY.kind, unlocated(COURSE_FAMILY)],
  ] as const)('%s', async (orders, type, body) => {
    const order = await created(await post(`${orders}?currency=USD`, body, { city: 'Karakol', country: 'KG' }))
    await paidWithDuplicateNotifications(`${orders}-payments`, order, 'USD', type, 1)
    const notice = await env.DB.prepare("SELECT * FROM outbox WHERE cause = ?1 AND kind = 'order_paid_notice'").bind(order.uuid).first<OutboxRow>()
    expect(notice!.text_body).toMatch(/Город: Karakol/)
    expect(notice!.text_body).toMatch(/Страна: KG/)
  })
})

describe('the privacy page says how the city is obtained (BE-21, OQ-52)', () => {
  it.each([
    ['ru', /не вводите[^<]*сетевому \(IP\) адресу[^<]*Cloudflare/, 'город и страну, которые вы указываете'],
    ['en', /do not enter[^<]*Cloudflare[^<]*network \(IP\) address/, 'city and country you enter'],
    ['ky', /сиз жазбайсыз[^<]*Cloudflare[^<]*тармактык \(IP\) дареги/, 'шаарыңыз жана өлкөңүз.'],
  ])('%s: guessed from the network address by the edge, not entered by the visitor; the consent names the new version', async (language, truth, untruth) => {
    const page = (await (await get(`${API}/pages/privacy?language=${language}`)).json()) as PageEntity
    expect(page.body).toMatch(truth)
    expect(page.body).not.toContain(untruth)
    expect(page.date_publication).toMatch(/^2026-11-28/)
  })
})
