import { eventOrderFormRules, type EventOrderFormValues } from './entities/orders'
import type { FormSpec } from './form-draft'

/**
 * The event page's buy form (ORDER-01…03, EVENT-12, VALID-01…05, VALID-08, OQ-34) as the form kit's spec: the
 * contacts, the agreement and the chosen option (`optionId`: the first of the event's at first, '' when it has none).
 */
export interface BuyFormValues extends EventOrderFormValues {
  optionId: string
}

/** The event's options in their order. */
export interface BuyFormSettings {
  optionIds: readonly string[]
}

/** The buy form's fields in their order on screen (the first invalid one gets focus, VALID-02). */
export const BUY_FORM_FIELDS: readonly (keyof EventOrderFormValues)[] = ['client_name', 'client_phone', 'client_email', 'agreement']

export const buyFormSpec: FormSpec<BuyFormValues, BuyFormSettings> = {
  id: 'buyForm',
  empty: ({ optionIds }) => ({ client_name: '', client_phone: '', client_email: '', agreement: false, optionId: optionIds[0] ?? '' }),
  rules: (phoneValid) => eventOrderFormRules(phoneValid),
  // EVENT-12: only one of the event's own options can be chosen.
  edit: (values, field, value, { optionIds }) =>
    field === 'optionId' && !(typeof value === 'string' && optionIds.includes(value)) ? values : { ...values, [field]: value },
}
