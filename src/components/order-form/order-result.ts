import type { BuyFormResult } from '../../../machines/buy-form.machine'
import { BUY_FORM_FIELDS, type BuyFormValues } from '../../model/buy-form'
import { serverFieldErrors } from '../forms/server-field-errors'

/** A created order's access code, or the server's field errors (400, ORDER-05); anything else is thrown (ORDER-08). */
export async function orderResult(create: () => Promise<{ access_code: string }>): Promise<BuyFormResult> {
  try {
    return { status: 'sent', output: (await create()).access_code }
  } catch (error) {
    const errors = serverFieldErrors<BuyFormValues>(error, BUY_FORM_FIELDS)
    if (errors) return { status: 'invalid', errors }
    throw error
  }
}
