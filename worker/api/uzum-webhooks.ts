/**
 * POST /api/client/payment-notifications/uzum/{check,create,confirm,reverse,status} (BE-13, OQ-26): Uzum Bank's
 * Merchant API webhooks, JSON with HTTP Basic credentials (UZUM_LOGIN, UZUM_PASSWORD). Wrong or missing credentials
 * answer 10001, a body that is not JSON 10002, a body without Uzum's fields 10005 — FAILED with HTTP 400, as Uzum
 * reads it, never a 500; 404 only when Uzum is not configured here (never in a live configuration).
 */
import type { Context } from 'hono'
import { auth } from 'hono/utils/basic-auth'
import { timingSafeEqual } from 'hono/utils/buffer'
import typia, { type IValidation } from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import type { UzumAnswerBody } from '../../src/model/api-contract/provider-answers'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { AppEnv } from '../env'
import { parseJson } from '../lib/request-body'
import { kickOutbox } from '../mail/kick'
import { paymentProviders } from '../payments/registry'
import type { UzumProvider } from '../payments/uzum'
import {
  UzumMerchantApi,
  uzumFailure,
  type UzumCheckCall,
  type UzumCreateCall,
  type UzumOperation,
  type UzumTransactionCall,
} from '../payments/uzum-merchant-api'
import { route } from '../lib/route'

const VALIDATE: Record<UzumOperation, (input: unknown) => IValidation<UzumCheckCall | UzumCreateCall | UzumTransactionCall>> = {
  check: typia.createValidate<UzumCheckCall>(),
  create: typia.createValidate<UzumCreateCall>(),
  confirm: typia.createValidate<UzumTransactionCall>(),
  reverse: typia.createValidate<UzumTransactionCall>(),
  status: typia.createValidate<UzumTransactionCall>(),
}

/** Whether the request carries the Basic credentials Uzum was given; compared in constant time. */
async function authenticated(c: Context<AppEnv>, uzum: UzumProvider): Promise<boolean> {
  const given = auth(c.req.raw)
  if (!given) return false
  const [login, password] = await Promise.all([
    timingSafeEqual(given.username, uzum.config.login),
    timingSafeEqual(given.password, uzum.config.password),
  ])
  return login && password
}

/** The serviceId a body names, for the answer, when it names one. */
function serviceIdOf(body: unknown): number | null {
  const value = (body as { serviceId?: unknown } | null)?.serviceId
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null
}

async function receive(c: Context<AppEnv>, operation: UzumOperation): Promise<Response> {
  const uzum = paymentProviders(c.env).uzum
  if (!uzum) return c.json<ApiErrorBody>({ code: 'not_found', message: 'Uzum is not configured here' }, 404)
  const text = await c.req.text()
  let body: unknown = undefined
  try {
    body = parseJson(text)
  } catch {
    // Not JSON: `body` stays undefined, answered 10002 below once the credentials are checked.
  }
  if (!(await authenticated(c, uzum))) {
    console.warn('Uzum call with wrong credentials', operation)
    return c.json<UzumAnswerBody>(uzumFailure('10001', serviceIdOf(body)).body, 400)
  }
  if (body === undefined) return c.json<UzumAnswerBody>(uzumFailure('10002', null).body, 400)
  const call = VALIDATE[operation](body)
  if (!call.success) {
    console.warn('Malformed Uzum call', operation, call.errors.map((error) => error.path).join(', '))
    return c.json<UzumAnswerBody>(uzumFailure('10005', serviceIdOf(body)).body, 400)
  }
  const answer = await new UzumMerchantApi(c.env.DB, uzum).answer(operation, call.data)
  if (operation === 'confirm' && answer.status === 200) kickOutbox(c)
  return c.json<UzumAnswerBody>(answer.body, answer.status)
}

export const uzumWebhookRoutes = {
  uzumCheck: route(ENDPOINTS.uzumCheck, {}, (c) => receive(c, 'check')),
  uzumCreate: route(ENDPOINTS.uzumCreate, {}, (c) => receive(c, 'create')),
  uzumConfirm: route(ENDPOINTS.uzumConfirm, {}, (c) => receive(c, 'confirm')),
  uzumReverse: route(ENDPOINTS.uzumReverse, {}, (c) => receive(c, 'reverse')),
  uzumStatus: route(ENDPOINTS.uzumStatus, {}, (c) => receive(c, 'status')),
}
