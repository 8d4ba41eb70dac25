/**
 * Cross-site request protection of /api/client (issue 23 item 4, OQ-53, DESIGN "The API"): state-changing requests
 * take JSON only and are refused when a browser says they come from another site; header-less API clients, the
 * site's own pages, provider callbacks and the sandbox checkout's forms still get through.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import { fillPath, type Endpoint } from '../../src/model/api-contract/endpoint'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { API, get, getWith, ORIGIN } from './helpers'
import { PLAIN_REVIEW } from './review-fixtures'

const REVIEW = PLAIN_REVIEW

function postReview(headers: Record<string, string>, body = JSON.stringify(REVIEW)): Promise<Response> {
  return get(`${API}/reviews?language=en`, { method: 'POST', headers, body })
}

async function reviewCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM reviews').first<{ count: number }>())!.count
}

async function expectRefused(response: Response, status: 403 | 415, code: string): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect((await response.json()) as ApiErrorBody).toEqual({ code, message: expect.any(String) })
}

const JSON_TYPE = { 'Content-Type': 'application/json' }

describe('cross-site writes are refused with 403 and store nothing (OQ-53)', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of another site that the browser calls cross-site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['same-site from another subdomain', { Origin: 'http://shop.localhost', 'Sec-Fetch-Site': 'same-site' }],
    ['an opaque Origin (null)', { Origin: 'null' }],
    ['the same host on another port', { Origin: `${ORIGIN}:8080` }],
  ])('%s', async (_, headers) => {
    const before = await reviewCount()
    await expectRefused(await postReview({ ...JSON_TYPE, ...headers }), 403, 'cross_site_request')
    expect(await reviewCount()).toBe(before)
  })

  it('for every unsafe method, on any endpoint', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await get(`${API}/reviews`, { method, headers: { ...JSON_TYPE, Origin: 'https://evil.example' }, body: '{}' })
      await expectRefused(response, 403, 'cross_site_request')
    }
    const order = await get(`${API}/event-orders`, { method: 'POST', headers: { ...JSON_TYPE, 'Sec-Fetch-Site': 'cross-site' }, body: '{}' })
    await expectRefused(order, 403, 'cross_site_request')
  })

  it("with SITE_URL set, only its origin is the site's", async () => {
    const site = { SITE_URL: 'https://trainings.example' }
    const post = (url: string, origin: string) =>
      getWith(site, `${url}/api/client/reviews?language=en`, { method: 'POST', headers: { ...JSON_TYPE, Origin: origin }, body: JSON.stringify(REVIEW) })
    await expectRefused(await post('https://trainings.example.workers.dev', 'https://trainings.example.workers.dev'), 403, 'cross_site_request')
    expect((await post('https://trainings.example', 'https://trainings.example')).status).toBe(201)
  })
})

describe('state-changing requests take JSON only: other types are 415 (OQ-53)', () => {
  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['text/plain from the site itself', { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['no type at all', {}],
  ])('%s', async (_, headers) => {
    const before = await reviewCount()
    await expectRefused(await postReview(headers), 415, 'unsupported_media_type')
    expect(await reviewCount()).toBe(before)
  })
})

describe('what still gets through', () => {
  it('JSON from the site itself, and from a client that sends neither Origin nor Sec-Fetch-Site', async () => {
    const sameOrigin = await postReview({ ...JSON_TYPE, Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
    expect(sameOrigin.status, await sameOrigin.clone().text()).toBe(201)
    const headerless = await postReview({ 'Content-Type': 'application/json; charset=utf-8' })
    expect(headerless.status, await headerless.clone().text()).toBe(201)
  })

  it('reads, whatever their origin', async () => {
    const response = await get(`${API}/languages`, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })
    expect(response.status).toBe(200)
  })

  it("provider callbacks in their own formats: Click's form and YooKassa's JSON reach their handlers", async () => {
    const click = await get(`${API}/payment-notifications/click/prepare`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'click_trans_id=1',
    })
    // Click is not configured in this configuration: its handler's own 404.
    expect(click.status).toBe(404)
    expect(((await click.json()) as ApiErrorBody).message).toMatch(/Click/)
    const notification = await get(`${API}/payment-notifications/sandbox`, {
      method: 'POST',
      headers: { ...JSON_TYPE, Origin: 'https://provider.example' },
      body: JSON.stringify({ hello: 1 }),
    })
    expect(((await notification.json()) as ApiErrorBody).code).toBe('invalid_notification')
  })

  it("the sandbox checkout's pay form from its own page reaches its handler; from another site it is refused", async () => {
    const form = (origin: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': origin === ORIGIN ? 'same-origin' : 'cross-site' },
      body: '',
    })
    const own = await get(`${API}/sandbox-checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pay`, form(ORIGIN))
    expect(own.status).toBe(404)
    expect(own.headers.get('Content-Type')).toMatch(/^text\/html/)
    await expectRefused(await get(`${API}/sandbox-checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/decline`, form('https://evil.example')), 403, 'cross_site_request')
  })
})

describe('every POST and PUT the site makes refuses another site (OQ-53; orders, leads, subscriptions and accounts included)', () => {
  const writes = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, endpoint]) => endpoint.method !== 'GET' && endpoint.client)

  it('covers the order families of issue 27 and the accounts of issue 28', () => {
    expect(writes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['createProductsOrder', 'createOnlineCourseOrder', 'createLead', 'createSubscription', 'login', 'register', 'logout', 'updateMe']),
    )
  })

  it.each(writes)('%s: 403 from an Origin of another site', async (_, endpoint) => {
    const path = fillPath(endpoint.path, { slug: 'career', id: 'x' })
    await expectRefused(await get(`${API}${path}?language=en`, { method: endpoint.method, headers: { ...JSON_TYPE, Origin: 'https://evil.example' }, body: '{}' }), 403, 'cross_site_request')
  })
})
