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

/** What the visitor does to the form's entries (the buy form machine's editing events). */
export type BuyFormEdit =
  | { type: 'form.change'; field: keyof EventOrderFormValues; value: string | boolean }
  | { type: 'form.option'; optionId: string }
  | { type: 'form.phoneValidity'; valid: boolean }

/**
 * The draft after an edit (EVENT-12: only one of the event's own options can be chosen). The machine applies its
 * editing events with it, and the form applies them to its draft while the machine loads.
 */
export function editBuyFormDraft(draft: BuyFormDraft, edit: BuyFormEdit, optionIds: readonly string[]): BuyFormDraft {
  const { values, optionId, phoneValid } = draft
  if (edit.type === 'form.change') return { values: { ...values, [edit.field]: edit.value }, optionId, phoneValid }
  if (edit.type === 'form.option') return { values, optionId: optionIds.includes(edit.optionId) ? edit.optionId : optionId, phoneValid }
  return { values, optionId, phoneValid: edit.valid }
}

/** The draft of an untouched form: empty values, the first option chosen (null when the event has none). */
export function initialBuyFormDraft(optionIds: readonly string[]): BuyFormDraft {
  return { values: emptyBuyFormValues(), optionId: optionIds[0] ?? null, phoneValid: false }
}
