/**
 * PayBox's calls to the site (BE-13), server to server, as application/x-www-form-urlencoded forms
 * (pg_request_method=POST), each on its own route rather than the generic payment-notifications/{provider} path because
 * PayBox expects its own XML answer (pg_status ok / rejected / error, pg_description, pg_salt and pg_sig signed with the
 * called script's name):
 * - POST /api/client/payment-notifications/paybox/check: may the payment go ahead (worker/payments/paybox-check.ts);
 * - POST /api/client/payment-notifications/paybox/result: the payment's result (worker/payments/paybox-result.ts).
 * The form is validated with typia: a malformed one answers 400 with the bad fields in pg_description (never a 500);
 * 404 when PayBox is not configured here.
 */
import type { Context } from 'hono'
import typia, { type IValidation } from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { AppEnv } from '../env'
import { kickOutbox } from '../mail/kick'
import { PAYBOX_CHECK_SCRIPT, PAYBOX_RESULT_SCRIPT, type PayboxProvider } from '../payments/paybox'
import type { PayboxAnswer, PayboxCallDecider, PayboxCallForm } from '../payments/paybox-call'
import { answerPayboxCheck, type PayboxCheckForm } from '../payments/paybox-check'
import { answerPayboxResult, type PayboxResultForm } from '../payments/paybox-result'
import { payboxFields, payboxSalt, payboxSignature } from '../payments/paybox-sign'
import { payboxXml } from '../payments/paybox-xml'
import { paymentProviders } from '../payments/registry'
import { route } from '../lib/route'

/** PayBox's XML answer, signed with the called script's name. */
async function xmlAnswer(
  c: Context<AppEnv>,
  paybox: PayboxProvider,
  script: string,
  answer: Pick<PayboxAnswer, 'status' | 'description'>,
  httpStatus: 200 | 400 | 403 | 503,
) {
  const fields = payboxFields([
    ['pg_status', answer.status],
    ['pg_description', answer.description],
    ['pg_salt', payboxSalt()],
  ])
  fields.push({ name: 'pg_sig', value: await payboxSignature(script, fields, paybox.config.secretKey) })
  return c.body(payboxXml(fields), httpStatus, { 'Content-Type': 'application/xml; charset=utf-8' })
}

/** A route receiving PayBox's call to `script`: the form validated, decided, answered in signed XML. */
function payboxCall<Form extends PayboxCallForm>(script: string, validate: (input: URLSearchParams) => IValidation<Form>, decide: PayboxCallDecider<Form>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const paybox = paymentProviders(c.env).paybox
    if (!paybox) return c.json<ApiErrorBody>({ code: 'not_found', message: 'PayBox is not configured here' }, 404)
    const params = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))
    const form = validate(params)
    if (!form.success) {
      const wrong = [...new Set(form.errors.map((error) => error.path.replace(/^\$input\./, '')))].join(', ')
      console.warn(`Malformed PayBox ${script} call`, wrong)
      return xmlAnswer(c, paybox, script, { status: 'error', description: `Malformed fields: ${wrong}` }, 400)
    }
    const answer = await decide(c.env.DB, paybox, payboxFields(params), form.data)
    if (answer.outcome === 'applied') kickOutbox(c)
    return xmlAnswer(c, paybox, script, answer, answer.httpStatus)
  }
}

export const payboxWebhookRoutes = {
  payboxCheck: route(ENDPOINTS.payboxCheck, {}, payboxCall(PAYBOX_CHECK_SCRIPT, typia.http.createValidateQuery<PayboxCheckForm>(), answerPayboxCheck)),
  payboxResult: route(ENDPOINTS.payboxResult, {}, payboxCall(PAYBOX_RESULT_SCRIPT, typia.http.createValidateQuery<PayboxResultForm>(), answerPayboxResult)),
}
