import type { BuyFormResult } from '../../../machines/buy-form.machine'
import { BUY_FORM_FIELDS, type BuyFormValues } from '../../model/buy-form'
import { formResult } from '../forms/form-result'

/** A created order's access code, or the server's field errors (400, ORDER-05); anything else is thrown (ORDER-08). */
export function orderResult(create: () => Promise<{ access_code: string }>): Promise<BuyFormResult> {
  return formResult<BuyFormValues, string>(async () => (await create()).access_code, BUY_FORM_FIELDS)
}
