import type { FormSpec } from '../src/model/form-draft'
import { reviewFormRules, type ReviewFormValues } from '../src/model/validation'
import { createFormMachine, type FormSendResult } from './form.machine'

/**
 * The review-writing form (REVIEWFORM-01…07, VALID-01…04, VALID-08, OQ-34) on the form kit (form.machine.ts): a
 * failure keeps the text in `failed` (the error panel, REVIEWFORM-05); `form.reset` is sent each time the modal
 * opens (REVIEWFORM-01).
 */

export type ReviewField = keyof ReviewFormValues

/** Values the form opens with: a page about an event or trainer prefills what the review is about. */
export interface ReviewFormPrefill {
  entity_type?: string
  entity_id?: string
}

/** What `send` answers: sent, or the server's field errors (400). Anything else it throws. */
export type ReviewSubmitResult = FormSendResult<ReviewFormValues, null>

export const reviewFormSpec: FormSpec<ReviewFormValues, ReviewFormPrefill> = {
  id: 'reviewForm',
  empty: (prefill) => ({
    client_name: '',
    client_phone: '',
    entity_type: prefill.entity_type ?? '',
    entity_id: prefill.entity_id ?? '',
    body: '',
    agreement: false,
  }),
  rules: (phoneValid) => reviewFormRules(phoneValid),
  edit: (values, field, value, prefill) => {
    const next = { ...values, [field]: value }
    // The prefilled item belongs to the prefilled type only.
    if (field === 'entity_type') next.entity_id = value === prefill.entity_type ? (prefill.entity_id ?? '') : ''
    return next
  },
}

export const reviewFormMachine = createFormMachine<ReviewFormValues, ReviewFormPrefill>(reviewFormSpec)
