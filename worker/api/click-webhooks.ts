/**
 * POST /api/client/payment-notifications/click/prepare and …/click/complete (BE-14, BE-13): Click's SHOP-API
 * calls, server to server, as application/x-www-form-urlencoded forms. They have their own module rather than the
 * generic payment-notifications/{provider} path because Click's protocol is not "verify a notification, apply the
 * state": Prepare must be answered with our merchant_prepare_id and Complete with Click's error codes, in Click's
 * JSON shape. The form is validated with typia; a malformed one answers Click's -8 (never a 500). Every answer
 * is HTTP 200 with the code in the body, as Click reads it; 404 only when Click is not configured here.
 */
import type { Context } from 'hono'
import typia from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { AppEnv } from '../env'
import { answerClickRequest, malformedClickRequest, type ClickAnswer, type ClickRequest, type ClickStep } from '../payments/click-shop-api'
import { paymentProviders } from '../payments/registry'
import { route } from '../lib/route'

const validateClickRequest = typia.http.createValidateQuery<ClickRequest>()

async function receive(c: Context<AppEnv>, step: ClickStep): Promise<Response> {
  const click = paymentProviders(c.env).click
  if (!click) return c.json<ApiErrorBody>({ code: 'not_found', message: 'Click is not configured here' }, 404)
  const form = validateClickRequest(new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())))
  if (!form.success) {
    console.warn('Malformed Click call', step, form.errors.map((error) => error.path).join(', '))
    return c.json<ClickAnswer>(malformedClickRequest(), 200)
  }
  return c.json<ClickAnswer>(await answerClickRequest(c.env.DB, click, step, form.data), 200)
}

export const clickWebhookRoutes = {
  clickPrepare: route(ENDPOINTS.clickPrepare, {}, (c) => receive(c, 'prepare')),
  clickComplete: route(ENDPOINTS.clickComplete, {}, (c) => receive(c, 'complete')),
}
