/**
 * POST /api/client/payment-notifications/paybox/result (BE-13): PayBox's result call, server to server, as an
 * application/x-www-form-urlencoded form (pg_request_method=POST). Its own route rather than the generic
 * payment-notifications/{provider} path because PayBox expects its own XML answer (pg_status ok / rejected / error,
 * pg_description, pg_salt and pg_sig signed with our script's name). The form is validated with typia: a malformed
 * one answers 400 with the bad fields in pg_description (never a 500); 404 when PayBox is not configured here.
 */
import type { Context } from 'hono'
import typia from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { AppEnv } from '../env'
import { kickOutbox } from '../mail/kick'
import { PAYBOX_RESULT_SCRIPT, type PayboxProvider } from '../payments/paybox'
import { answerPayboxResult, type PayboxAnswer, type PayboxResultForm } from '../payments/paybox-result'
import { payboxFields, payboxSalt, payboxSignature } from '../payments/paybox-sign'
import { payboxXml } from '../payments/paybox-xml'
import { paymentProviders } from '../payments/registry'
import { route } from './route'

const validateResultForm = typia.http.createValidateQuery<PayboxResultForm>()

/** PayBox's XML answer, signed with our result script's name. */
async function xmlAnswer(c: Context<AppEnv>, paybox: PayboxProvider, answer: Pick<PayboxAnswer, 'status' | 'description'>, httpStatus: 200 | 400 | 403 | 503) {
  const fields = payboxFields([
    ['pg_status', answer.status],
    ['pg_description', answer.description],
    ['pg_salt', payboxSalt()],
  ])
  fields.push({ name: 'pg_sig', value: await payboxSignature(PAYBOX_RESULT_SCRIPT, fields, paybox.config.secretKey) })
  return c.body(payboxXml(fields), httpStatus, { 'Content-Type': 'application/xml; charset=utf-8' })
}

async function receive(c: Context<AppEnv>): Promise<Response> {
  const paybox = paymentProviders(c.env).paybox
  if (!paybox) return c.json<ApiErrorBody>({ code: 'not_found', message: 'PayBox is not configured here' }, 404)
  const params = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))
  const form = validateResultForm(params)
  if (!form.success) {
    const wrong = [...new Set(form.errors.map((error) => error.path.replace(/^\$input\./, '')))].join(', ')
    console.warn('Malformed PayBox result call', wrong)
    return xmlAnswer(c, paybox, { status: 'error', description: `Malformed fields: ${wrong}` }, 400)
  }
  const answer = await answerPayboxResult(c.env.DB, paybox, payboxFields(params), form.data)
  if (answer.outcome === 'applied') kickOutbox(c)
  return xmlAnswer(c, paybox, answer, answer.httpStatus)
}

export const payboxWebhookRoutes = {
  payboxResult: route(ENDPOINTS.payboxResult, {}, receive),
}
