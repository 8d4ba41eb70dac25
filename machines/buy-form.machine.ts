import { buyFormSpec, type BuyFormSettings, type BuyFormValues } from '../src/model/buy-form'
import { createFormMachine, type FormSendResult, type FormSubmission } from './form.machine'

/**
 * The event page's buy form (ORDER-01…03, ORDER-05, ORDER-07, ORDER-08, EVENT-12) on the form kit (form.machine.ts).
 * The component provides `send` (guesses the location, posts the order; its output is the access code), `onSent`
 * (on to the payment page, ORDER-07) and `onFailure` (the `errors.internal_short` toast, ORDER-08).
 */

export type BuyFormField = keyof BuyFormValues
export type BuyFormOrder = FormSubmission<BuyFormValues, BuyFormSettings>
/** Created with its access code, or the server's field errors (400). Anything else the sender throws. */
export type BuyFormResult = FormSendResult<BuyFormValues, string>

export const buyFormMachine = createFormMachine<BuyFormValues, BuyFormSettings, string>(buyFormSpec)
