/**
 * Every endpoint the client calls validates its input in its route's middleware, before the handler: a malformed
 * query, and a malformed JSON body where the endpoint takes one, is a 400 naming the field (DESIGN "The API").
 * The calls go through the typed client over the Worker, as the server render makes them.
 */
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, createApiClient } from '../../src/api/client'
import { ENDPOINTS, isClientEndpoint, type EndpointName } from '../../src/model/api-contract/endpoints'
import { ORIGIN } from './helpers'

type AnyCall = (input: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown }) => Promise<unknown>

const api = createApiClient({ fetch: (request) => exports.default.fetch(request), origin: ORIGIN, language: 'ru', currency: 'RUB' })
const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter(isClientEndpoint)
/** Writes that take no body. */
const BODYLESS: readonly EndpointName[] = ['logout', 'endMySession', 'endMyOtherSessions', 'socialDisconnect']
const writes = names.filter((name) => ENDPOINTS[name].method !== 'GET')
const posts = writes.filter((name) => !BODYLESS.includes(name))

/** A placeholder for each `{name}` of the path: validation answers before any lookup. */
const params = (name: EndpointName) => Object.fromEntries([...ENDPOINTS[name].path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param, 'x']))

async function refusal(name: EndpointName, input: { query?: Record<string, unknown>; body?: unknown }): Promise<ApiRequestError> {
  const call = api[name as keyof typeof api] as AnyCall
  const error = await call({ params: params(name), ...input }).then(
    () => undefined,
    (failure: unknown) => failure,
  )
  if (!(error instanceof ApiRequestError)) throw new Error(`${name} did not refuse: ${String(error)}`)
  return error
}

function expectFieldError(error: ApiRequestError, field?: string): void {
  expect(error.status, JSON.stringify(error.body)).toBe(400)
  expect(error.body.code).toBe('invalid_input')
  const fields = Object.entries(error.body.fields ?? {})
  expect(fields.length, JSON.stringify(error.body)).toBeGreaterThan(0)
  if (field) expect(error.body.fields, JSON.stringify(error.body)).toHaveProperty(field)
  for (const [, keys] of fields) for (const key of keys) expect(key).toMatch(/^(api|forms)\.errors\.[a-z_]+$/)
}

describe('contract endpoints: malformed input is a 400 with field errors from the validation middleware (issue 24)', () => {
  it('covers every client endpoint and every one that takes a body', () => {
    expect(names.length).toBeGreaterThan(40)
    expect(posts).toEqual([
      'createSubscription',
      'createLead',
      'createReview',
      'createEventOrder',
      'calculateEventOrder',
      'createEventOrderPayment',
      'createProductsOrder',
      'calculateProductsOrder',
      'createProductsOrderPayment',
      'createOnlineCourseOrder',
      'calculateOnlineCourseOrder',
      'createOnlineCourseOrderPayment',
      'login',
      'register',
      'updateMe',
      'changePassword',
      'requestPasswordReset',
      'confirmPasswordReset',
      'requestEmailChange',
      'resendVerification',
      'verifyEmail',
      'requestSignInLink',
      'findMyOrders',
      'confirmSignInLink',
      'socialLogin',
      'socialRegister',
      'socialConnect',
    ])
  })

  it.each(names)('API-01, CURRENCY-05: %s refuses an unknown currency', async (name) => {
    expectFieldError(await refusal(name, { query: { currency: 'EUR' }, body: writes.includes(name) ? {} : undefined }), 'currency')
  })

  // typia names the missing required field first where there is one, the unknown one otherwise.
  it.each(posts)('%s refuses a body of the wrong shape, naming its fields', async (name) => {
    // calculateEventOrder requires a currency: a valid one, so that only the body is wrong.
    expectFieldError(await refusal(name, { query: { currency: 'USD' }, body: { unexpected_field: 1 } }))
  })
})
