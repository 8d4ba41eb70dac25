import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ItemQuery, ReviewsQuery } from '../model/api-contract/queries'
import { ENDPOINTS, type EndpointName, type Endpoints } from '../model/api-contract/endpoints'
import type { EventEntity } from '../model/entities/events'
import type { LeadRequestBody } from '../model/entities/leads'
import { ApiRequestError, createApiClient, type ApiClient } from './client'

/** The contract's endpoints that the site does not call (provider callbacks, the sandbox page, the document). */
type NotForClient = { [Name in EndpointName]: Endpoints[Name] extends { client: false } ? Name : never }[EndpointName]
type Offered = Exclude<keyof ApiClient, 'language' | 'currency'>

interface Recorded {
  method: string
  url: URL
  headers: Headers
  body: string
}

/** A fetch that records each request and answers `answer` (JSON 200 by default). */
function recordingClient(answer: () => Response = () => Response.json({ ok: true })) {
  const requests: Recorded[] = []
  const api = createApiClient({
    origin: 'https://site.test',
    language: 'en',
    currency: 'KGS',
    fetch: async (request) => {
      requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() })
      return answer()
    },
  })
  return { api, requests }
}

type AnyCall = (input?: { params?: Record<string, string>; body?: unknown }) => Promise<unknown>

describe('the client is derived from the contract (issue 24)', () => {
  it('offers exactly the client endpoints, each typed from its entry', () => {
    expectTypeOf<Offered>().toEqualTypeOf<Exclude<EndpointName, NotForClient>>()
    expectTypeOf<Extract<NotForClient, keyof ApiClient>>().toBeNever()
    expectTypeOf<Parameters<ApiClient['event']>[0]>().toEqualTypeOf<{ params: Record<'id', string> } & { query?: ItemQuery } & { body?: never } & { signal?: AbortSignal }>()
    expectTypeOf<ReturnType<ApiClient['event']>>().toEqualTypeOf<Promise<EventEntity>>()
    expectTypeOf<Parameters<ApiClient['createLead']>[0]['body']>().toEqualTypeOf<LeadRequestBody>()
    expectTypeOf<NonNullable<Parameters<ApiClient['reviews']>[0]>['query']>().toEqualTypeOf<ReviewsQuery | undefined>()
  })

  it('walks the contract: every client endpoint is a method calling its method and path, no other one is offered', async () => {
    const { api, requests } = recordingClient()
    const expected = Object.entries(ENDPOINTS).filter(([, endpoint]) => endpoint.client)
    for (const [name, endpoint] of expected) {
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param, `${param}-1`]))
      await (api[name as Offered] as AnyCall)({ params, body: endpoint.method === 'POST' ? {} : undefined })
      const request = requests.at(-1)!
      expect([request.method, request.url.pathname], name).toEqual([endpoint.method, '/api/client' + endpoint.path.replace(/\{(\w+)\}/g, '$1-1')])
    }
    const calls = requests.length
    for (const name of ['openapi', 'paymentNotification', 'noSuchEndpoint']) {
      await expect((api as unknown as Record<string, AnyCall>)[name]!({})).rejects.toThrow(TypeError)
    }
    expect(requests).toHaveLength(calls)
  })

  it('issue 43.3: loads the contract with the first call; is no thenable and keeps its language and currency', async () => {
    const { api } = recordingClient()
    expect(await Promise.resolve(api)).toBe(api)
    expect([api.language, api.currency]).toEqual(['en', 'KGS'])
  })
})

describe('createApiClient builds each request in one place (issue 24, API-01, I18N-04, CURRENCY-05)', () => {
  it('fills path params encoded, and adds language and currency to every call', async () => {
    const { api, requests } = recordingClient()
    await api.event({ params: { id: 'a b/ц?x' }, query: { expand: 'images' } })
    expect(requests[0]!.url.href).toBe('https://site.test/api/client/events/a%20b%2F%D1%86%3Fx?language=en&currency=KGS&expand=images')
    expect(requests[0]!.headers.get('Accept')).toBe('application/json')
    expect(requests[0]!.body).toBe('')
  })

  it('REVIEWS-05: applies the entry\'s clientQuery (moderated=true) under the caller\'s query; undefined values are left out', async () => {
    const { api, requests } = recordingClient()
    await api.reviews({ query: { limit: 24, entity_type: undefined, order_by: 'random' } })
    expect([...requests[0]!.url.searchParams]).toEqual([
      ['language', 'en'],
      ['currency', 'KGS'],
      ['moderated', 'true'],
      ['limit', '24'],
      ['order_by', 'random'],
    ])
    await api.events({ query: { limit: 8 } })
    expect(requests[1]!.url.searchParams.has('moderated')).toBe(false)
  })

  it('PAY-11: a call\'s own currency wins over the client\'s; the body goes as JSON', async () => {
    const { api, requests } = recordingClient()
    await api.calculateEventOrder({ query: { currency: 'USD' }, body: { order: 'order-uuid' } })
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.url.search).toBe('?language=en&currency=USD')
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(requests[0]!.body)).toEqual({ order: 'order-uuid' })
  })

  it('OQ-53: a write without a body (logout) is still sent as JSON, the only type the API takes for writes; PUT goes as PUT', async () => {
    const { api, requests } = recordingClient()
    await api.logout()
    expect([requests[0]!.method, requests[0]!.headers.get('Content-Type'), requests[0]!.body]).toEqual(['POST', 'application/json', ''])
    await api.updateMe({ body: { first_name: 'Aida', last_name: 'Osmonova' } })
    expect([requests[1]!.method, requests[1]!.url.pathname]).toEqual(['PUT', '/api/client/client_users/me'])
  })

  it('ERR-10: a refusal is an ApiRequestError with the status and the contract\'s body; no JSON gives http_<status>', async () => {
    const refused = recordingClient(() => Response.json({ code: 'invalid_input', message: 'bad', fields: { email: ['forms.errors.email'] } }, { status: 400 }))
    const error = await refused.api.createSubscription({ body: { email: 'x' } }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', body: { fields: { email: ['forms.errors.email'] } } })
    const broken = recordingClient(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(broken.api.languages()).rejects.toMatchObject({ status: 502, body: { code: 'http_502', message: 'Bad Gateway' } })
  })

  it('a network failure is status 0 with code network', async () => {
    const api = createApiClient({ origin: 'https://site.test', language: 'ru', currency: 'RUB', fetch: () => Promise.reject(new TypeError('offline')) })
    await expect(api.location()).rejects.toMatchObject({ status: 0, body: { code: 'network', message: 'offline' } })
  })
})
