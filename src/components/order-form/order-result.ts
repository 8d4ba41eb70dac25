import type { BuyFormResult } from '../../../machines/buy-form.machine'
import { ApiRequestError } from '../../api/client'
import { BUY_FORM_FIELDS, type BuyFormValues } from '../../model/buy-form'
import { SOLD_OUT } from '../../model/event-seats'
import { formResult } from '../forms/form-result'

/**
 * A created order's access code, or the server's field errors (400, ORDER-05), or refused as sold out (409: the option's last seat went to another buyer meanwhile, issue 44); anything
 * else is thrown (ORDER-08).
 */
export async function orderResult(create: () => Promise<{ access_code: string }>): Promise<BuyFormResult> {
  try {
    return await formResult<BuyFormValues, string>(async () => (await create()).access_code, BUY_FORM_FIELDS)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409 && error.body?.code === SOLD_OUT) return { status: 'refused', reason: SOLD_OUT }
    throw error
  }
}
