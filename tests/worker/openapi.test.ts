/**
 * /api/client/openapi.json (issue 3 §2, issue 24): an OpenAPI 3.1 document generated from the endpoint contract and
 * the types the validators use. It documents every route the API mounts, POSTs included, and only those. The staff
 * API's /api/staff/openapi.json (issue 41) comes from the same generator (worker/lib/openapi-document.ts), for admins.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/model/languages'
import { CURRENCIES } from '../../src/model/currencies'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { api } from '../../worker/api'
import { staffApi } from '../../worker/staff'
import { TEST_ONLY_PATH } from '../../worker/staff/test-only'
import { get } from './helpers'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

interface Parameter {
  name: string
  in: 'query' | 'path'
  required: boolean
  schema: Record<string, unknown>
}
interface Operation {
  operationId: string
  summary: string
  'x-roles'?: string[]
  security: Array<Record<string, string[]>>
  parameters: Parameter[]
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } }
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>
}
interface Document {
  openapi: string
  servers: Array<{ url: string }>
  paths: Record<string, Partial<Record<'get' | 'post' | 'put', Operation>>>
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, Record<string, unknown>> }
}

let doc: Document

beforeAll(async () => {
  const response = await get('/api/client/openapi.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  doc = (await response.json()) as Document
})

function expectResolvingRefs(document: Document): void {
  expect(document.openapi).toBe('3.1.0')
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => decodeURIComponent(name!))
  expect(refs.length).toBeGreaterThan(0)
  for (const name of refs) expect(document.components.schemas, name).toHaveProperty([name])
}

function expectOnlyReachableSchemas(document: Document): void {
  const names = Object.keys(document.components.schemas)
  expect(names.filter((name) => !/^[a-zA-Z0-9.\-_]+$/.test(name))).toEqual([])
  const text = JSON.stringify({ paths: document.paths, schemas: document.components.schemas })
  expect(names.filter((name) => !text.includes(`"#/components/schemas/${name}"`))).toEqual([])
}

/** `METHOD /path` of every route an app mounts under `prefix`, in the contracts' `{name}` form. */
function mountedRoutes(routes: Array<{ method: string; path: string }>, prefix: string): Set<string> {
  return new Set(routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(prefix, '').replace(/:(\w+)/g, '{$1}')}`))
}

function documentedRoutes(document: Document): Set<string> {
  return new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)))
}

function parameter(path: string, name: string): Parameter | undefined {
  return doc.paths[path]?.get?.parameters.find((p) => p.name === name)
}

describe('GET openapi.json', () => {
  it('is an OpenAPI 3.1 document whose $refs all resolve', () => {
    expectResolvingRefs(doc)
  })

  it('names its component schemas as OpenAPI allows and keeps only those the operations reach (issue 39.12)', () => {
    expectOnlyReachableSchemas(doc)
  })

  it('declares the session cookie and the Token header, and the operations that need a session (issue 39.12, API-01)', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: '__Host-session' }),
      sessionToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    })
    const signedIn = [{ sessionCookie: [] }, { sessionToken: [] }]
    for (const endpoint of Object.values(ENDPOINTS)) {
      const operation = doc.paths[endpoint.path]![endpoint.method.toLowerCase() as 'get' | 'post' | 'put']!
      const expected = { required: signedIn, optional: [{}, ...signedIn], none: [] }[endpoint.session ?? 'none']
      expect(operation.security, `${endpoint.method} ${endpoint.path}`).toEqual(expected)
    }
    expect(doc.paths['/client_users/me']?.get?.security).toEqual(signedIn)
    expect(doc.paths['/client_users/me']?.get?.responses).toHaveProperty('401')
    expect(doc.paths['/events']?.get?.security).toEqual([])
  })

  it('an endpoint that declares it needs a session never answers without one: 401, or 400 for input it refuses first (issue 39.12)', async () => {
    const required = Object.values(ENDPOINTS).filter((endpoint) => endpoint.session === 'required')
    expect(required.map((endpoint) => endpoint.path)).toEqual(expect.arrayContaining(['/client_users/me', '/client_users/password/change']))
    for (const endpoint of required) {
      const url = `/api/client${endpoint.path.replace(/\{\w+\}/g, 'google')}`
      const init = endpoint.method === 'GET' ? {} : { method: endpoint.method, body: '{}', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' } }
      const response = await get(url, init)
      // A POST or PUT refuses the empty body first; the GETs take no input but the session.
      expect(endpoint.method === 'GET' ? [401] : [400, 401], `${endpoint.method} ${endpoint.path}`).toContain(response.status)
      if (response.status === 401) expect(((await response.json()) as { code: string }).code).toBe('not_authenticated')
    }
  })

  it('documents every route the API mounts, POSTs included, and nothing it does not mount (issue 24)', () => {
    const mounted = mountedRoutes(api.routes, '/api/client')
    const documented = documentedRoutes(doc)
    expect([...mounted].filter((route) => !documented.has(route)), 'mounted but not in src/model/api-contract').toEqual([])
    expect([...documented].filter((route) => !mounted.has(route)), 'documented but not mounted').toEqual([])
    expect(documented).toContain('POST /reviews')
    expect(documented).toContain('POST /event-orders-calculate')
  })

  it('gives each POST its request body from the contract’s body type (ReviewCreateBody, PaymentCreateBody)', () => {
    const body = (path: string) => JSON.stringify(doc.paths[path]?.post?.requestBody?.content['application/json'].schema)
    expect(body('/reviews')).toContain('ReviewCreateBody')
    expect(body('/event-orders-payments')).toContain('PaymentCreateBody')
    expect(doc.paths['/event-orders']?.post?.operationId).toBe('createEventOrder')
  })

  it('takes the query parameters from the validators’ types: language and currency everywhere', () => {
    for (const endpoint of Object.values(ENDPOINTS).filter((entry) => entry.client)) {
      const path = endpoint.path
      const operation = doc.paths[path]![endpoint.method.toLowerCase() as 'get' | 'post' | 'put']!
      const named = (name: string) => operation.parameters.find((p) => p.name === name)
      expect(named('language')?.schema.enum, path).toEqual(expect.arrayContaining([...LANGUAGES]))
      expect(named('currency')?.schema.enum, path).toEqual(expect.arrayContaining([...CURRENCIES]))
      for (const [name] of path.matchAll(/\{(\w+)\}/g)) expect(operation.parameters.some((p) => p.in === 'path' && `{${p.name}}` === name)).toBe(true)
      expect(operation.responses).toHaveProperty('400')
    }
  })

  it('carries the bounds and enums the validators enforce (tags limit 10000, CONST-09 order values)', () => {
    expect(parameter('/tags', 'limit')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 10000 })
    expect(parameter('/tags', 'order_by')?.schema.enum).toEqual(expect.arrayContaining(['-count', 'created', '-created']))
    expect(parameter('/tags', 'hide_empty')?.schema.type).toBe('boolean')
    expect(parameter('/countries', 'limit')?.schema).toMatchObject({ maximum: 300 })
    expect(parameter('/languages', 'limit')?.schema).toMatchObject({ maximum: 100 })
  })

  it('describes the list envelope and the entity fields of the answers', () => {
    const schema = JSON.stringify(doc.paths['/tags']?.get?.responses['200']?.content?.['application/json'].schema)
    const name = /#\/components\/schemas\/([^"]+)/.exec(schema)![1]!
    const envelope = doc.components.schemas[decodeURIComponent(name)] as { properties: Record<string, unknown> }
    expect(Object.keys(envelope.properties).sort()).toEqual(['meta', 'rows'])
    const tag = doc.components.schemas.TagEntity as { properties: Record<string, unknown> }
    expect(Object.keys(tag.properties)).toEqual(expect.arrayContaining(['slug', 'title', 'count_entities']))
  })

  it('each documented GET of the client answers (no documented endpoint is missing)', async () => {
    for (const { path } of Object.values(ENDPOINTS).filter((entry) => entry.client && entry.method === 'GET')) {
      const response = await get(`/api/client${path.replace(/\{\w+\}/g, 'KG')}`)
      const body = (await response.json()) as { message?: string }
      expect(body.message, path).not.toBe('Unknown endpoint')
    }
  })
})

describe('GET /api/staff/openapi.json (issue 41)', () => {
  let staffDoc: Document

  beforeAll(async () => {
    const { user } = await createStaff(['admin'])
    const response = await staffSend('GET', '/openapi.json', await staffCookieFor(user.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    staffDoc = (await response.json()) as Document
  })

  it('answers admins only: a manager and a moderator get the unknown-endpoint 404', async () => {
    for (const role of ['manager', 'moderator'] as const) {
      const { user } = await createStaff([role])
      const response = await staffSend('GET', '/openapi.json', await staffCookieFor(user.id))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Unknown endpoint' })
    }
  })

  it('is an OpenAPI 3.1 document of /api/staff, its $refs resolving, with only the schemas it reaches, under valid names', () => {
    expect(staffDoc.servers).toEqual([{ url: '/api/staff' }])
    expectResolvingRefs(staffDoc)
    expectOnlyReachableSchemas(staffDoc)
  })

  it('documents every route the staff API mounts and nothing else, each with a summary', () => {
    // The end-to-end tests' own endpoints (worker/staff/test-only.ts) are in no document by design: off anywhere but the
    // e2e server on loopback (staff-test-only.test.ts).
    const mounted = new Set([...mountedRoutes(staffApi.routes, '/api/staff')].filter((route) => !route.includes(TEST_ONLY_PATH)))
    const documented = documentedRoutes(staffDoc)
    expect([...mounted].filter((route) => !documented.has(route)), 'mounted but not in src/model/staff-contract').toEqual([])
    expect([...documented].filter((route) => !mounted.has(route)), 'documented but not mounted').toEqual([])
    for (const [path, operations] of Object.entries(staffDoc.paths)) for (const operation of Object.values(operations)) expect(operation.summary, path).toBeTruthy()
  })

  it('names each endpoint’s roles (x-roles), the staff cookie and the 404 that anyone else gets; the sign-in steps take a session if there is one', () => {
    expect(staffDoc.components.securitySchemes).toEqual({ staffCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: '__Host-staff' }) })
    for (const [name, endpoint] of Object.entries(STAFF_ENDPOINTS)) {
      const operation = staffDoc.paths[endpoint.path]![endpoint.method.toLowerCase() as 'get' | 'post' | 'put']!
      expect(operation.operationId).toBe(name)
      if (endpoint.roles) {
        expect(operation['x-roles'], name).toEqual([...endpoint.roles])
        expect(operation.security, name).toEqual([{ staffCookie: [] }])
        expect(operation.responses, name).toHaveProperty('404')
      } else {
        expect(operation.security, name).toEqual([{}, { staffCookie: [] }])
      }
    }
  })

  it('takes the bodies and answers from the contract’s types (ReviewRejectBody, QueuedReview) and never a visitor endpoint', () => {
    const text = JSON.stringify(staffDoc)
    expect(JSON.stringify(staffDoc.paths['/reviews/{id}/reject']?.post?.requestBody)).toContain('ReviewRejectBody')
    expect(JSON.stringify(staffDoc.paths['/reviews']?.get?.responses['200'])).toContain('QueuedReview')
    expect(staffDoc.paths['/reviews']?.get?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['skip', 'limit']))
    expect(text).not.toContain('/client_users')
    expect(text).not.toContain('sessionCookie')
  })
})
