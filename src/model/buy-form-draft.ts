import type { EventOrderFormValues } from './entities/orders'

/**
 * What the buy form holds before its machine has started (machines/buy-form.machine.ts loads on the form's first
 * focus): the values typed so far, the chosen option (EVENT-12: the first one at first) and the phone input's
 * verdict. The machine starts from it, so nothing typed while it loads is lost.
 */
export interface BuyFormDraft {
  values: EventOrderFormValues
  optionId: string | null
  phoneValid: boolean
}

/** The buy form's fields in their order on screen (the first invalid one gets focus, VALID-02). */
export const BUY_FORM_FIELDS: readonly (keyof EventOrderFormValues)[] = ['client_name', 'client_phone', 'client_email', 'agreement']

export function emptyBuyFormValues(): EventOrderFormValues {
  return { client_name: '', client_phone: '', client_email: '', agreement: false }
}

/** The draft of an untouched form: empty values, the first option chosen (null when the event has none). */
export function initialBuyFormDraft(optionIds: readonly string[]): BuyFormDraft {
  return { values: emptyBuyFormValues(), optionId: optionIds[0] ?? null, phoneValid: false }
}
