/**
 * POST /api/client/payment-notifications/payme/merchant-api (BE-13, PAY-08): Payme's Merchant API, JSON-RPC 2.0 server
 * to server, authenticated with Basic `Paycom:<PAYME_KEY>`. Every answer is HTTP 200 with a JSON-RPC result or
 * Payme's error object (worker/payments/payme-errors.ts): a body that is not JSON -32700, not a Merchant API request
 * or params of the wrong shape (typia) -32600, wrong credentials -32504, an unknown method -32601, a failure of
 * ours -32400 (nothing decided; Payme repeats the call), any method but POST -32300. 404 only when Payme is not
 * configured here. The methods are decided in worker/payments/payme-merchant-api.ts.
 */
import type { Context } from 'hono'
import { auth } from 'hono/utils/basic-auth'
import { timingSafeEqual } from 'hono/utils/buffer'
import typia, { type IValidation } from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { PaymeAnswerBody } from '../../src/model/api-contract/provider-answers'
import type { AppEnv } from '../env'
import { parseJson } from '../lib/request-body'
import type { PaymeProvider } from '../payments/payme'
import { PAYME_ERRORS, PaymeError } from '../payments/payme-errors'
import {
  cancelTransaction,
  checkPerformTransaction,
  checkTransaction,
  createTransaction,
  getStatement,
  performTransaction,
  type CancelTransactionParams,
  type CheckPerformTransactionParams,
  type CreateTransactionParams,
  type GetStatementParams,
  type PaymeCall,
  type TransactionParams,
} from '../payments/payme-merchant-api'
import { paymentProviders } from '../payments/registry'
import { route } from '../lib/route'

/** A JSON-RPC request of the Merchant API, its params checked per method below. */
interface PaymeRequest {
  jsonrpc?: '2.0'
  id: number | string
  method: string
  params: Record<string, unknown>
}

/** Payme's login for every cashbox. */
const PAYME_LOGIN = 'Paycom'

type Method = (call: PaymeCall, params: unknown) => Promise<Record<string, unknown>>

/** A method whose params are validated with typia before it runs: wrong ones are -32600. */
function method<Params>(validate: (input: unknown) => IValidation<Params>, run: (call: PaymeCall, params: Params) => Promise<object>): Method {
  return async (call, input) => {
    const params = validate(input)
    if (!params.success) throw new PaymeError(PAYME_ERRORS.invalidRequest)
    return (await run(call, params.data)) as Record<string, unknown>
  }
}

const METHODS: Record<string, Method> = {
  CheckPerformTransaction: method(typia.createValidate<CheckPerformTransactionParams>(), checkPerformTransaction),
  CreateTransaction: method(typia.createValidate<CreateTransactionParams>(), createTransaction),
  PerformTransaction: method(typia.createValidate<TransactionParams>(), performTransaction),
  CancelTransaction: method(typia.createValidate<CancelTransactionParams>(), cancelTransaction),
  CheckTransaction: method(typia.createValidate<TransactionParams>(), checkTransaction),
  GetStatement: method(typia.createValidate<GetStatementParams>(), getStatement),
}

const validateRequest = typia.createValidate<PaymeRequest>()

function answer(c: Context<AppEnv>, id: PaymeAnswerBody['id'], outcome: { result: Record<string, unknown> } | { error: PaymeError }): Response {
  const body: PaymeAnswerBody = 'result' in outcome ? { jsonrpc: '2.0', id, result: outcome.result } : { jsonrpc: '2.0', id, error: outcome.error.body }
  c.header('Cache-Control', 'no-store')
  return c.json<PaymeAnswerBody>(body, 200)
}

/** Whether the request carries Basic Paycom:<key>; compared in constant time. */
async function authenticated(request: Request, payme: PaymeProvider): Promise<boolean> {
  const credentials = auth(request)
  return credentials?.username === PAYME_LOGIN && (await timingSafeEqual(credentials.password, payme.config.key))
}

async function receive(c: Context<AppEnv>): Promise<Response> {
  const payme = paymentProviders(c.env).payme
  if (!payme) return c.json<ApiErrorBody>({ code: 'not_found', message: 'Payme is not configured here' }, 404)
  let input: unknown
  try {
    input = parseJson(await c.req.text())
  } catch {
    return answer(c, null, { error: new PaymeError(PAYME_ERRORS.parseError) })
  }
  const given = input as Partial<PaymeRequest> | null
  const id = typeof given?.id === 'number' || typeof given?.id === 'string' ? given.id : null
  if (!(await authenticated(c.req.raw, payme))) {
    console.warn('Payme call with wrong credentials')
    return answer(c, id, { error: new PaymeError(PAYME_ERRORS.insufficientPrivilege) })
  }
  const request = validateRequest(input)
  if (!request.success) return answer(c, id, { error: new PaymeError(PAYME_ERRORS.invalidRequest) })
  const run = Object.hasOwn(METHODS, request.data.method) ? METHODS[request.data.method] : undefined
  if (!run) return answer(c, id, { error: new PaymeError(PAYME_ERRORS.methodNotFound) })
  try {
    return answer(c, id, { result: await run({ db: c.env.DB, payme, now: Date.now() }, request.data.params) })
  } catch (error) {
    if (error instanceof PaymeError) return answer(c, id, { error })
    console.error('Payme call failed', request.data.method, error)
    return answer(c, id, { error: new PaymeError(PAYME_ERRORS.systemError) })
  }
}

export const paymeMerchantApiRoutes = {
  paymeMerchantApi: route(ENDPOINTS.paymeMerchantApi, {}, receive),
  paymeMerchantApiGet: route(ENDPOINTS.paymeMerchantApiGet, {}, (c) =>
    paymentProviders(c.env).payme
      ? answer(c, null, { error: new PaymeError(PAYME_ERRORS.transportError) })
      : c.json<ApiErrorBody>({ code: 'not_found', message: 'Payme is not configured here' }, 404),
  ),
}
