import { eventOrderFormRules, type EventOrderFormValues } from './entities/orders'
import type { ClientUser } from './entities/users'
import type { FormSpec } from './form-draft'

/**
 * The event page's buy form (ORDER-01…03, EVENT-12, VALID-01…05, VALID-08, OQ-34) as the form kit's spec: the
 * contacts, the agreement and the chosen option (`optionId`: the first of the event's at first, '' when it has none).
 */
export interface BuyFormValues extends EventOrderFormValues {
  optionId: string
}

/** ORDER-09, COURSES-10: what a signed-in buyer's form starts with; a non-empty e-mail is locked. */
export interface BuyerPrefill {
  name: string
  phone: string
  email: string
}

/** The event's options in their order, and the signed-in buyer (null when anonymous). */
export interface BuyFormSettings {
  optionIds: readonly string[]
  buyer?: BuyerPrefill | null
}

/** ORDER-09: the contacts of a signed-in user (full name as the header shows it), null for an anonymous visitor. */
export function buyerPrefill(user: Pick<ClientUser, 'first_name' | 'last_name' | 'phone' | 'email'> | null): BuyerPrefill | null {
  if (!user) return null
  const name = [user.first_name, user.last_name].map((part) => part.trim()).filter(Boolean).join(' ')
  return { name, phone: user.phone, email: user.email }
}

/** ORDER-09: a signed-in buyer's e-mail is read only (still sent with the order). */
export function buyerEmailLocked(settings: BuyFormSettings): boolean {
  return Boolean(settings.buyer?.email)
}

/** The buy form's fields in their order on screen (the first invalid one gets focus, VALID-02). */
export const BUY_FORM_FIELDS: readonly (keyof EventOrderFormValues)[] = ['client_name', 'client_phone', 'client_email', 'agreement']

export const buyFormSpec: FormSpec<BuyFormValues, BuyFormSettings> = {
  id: 'buyForm',
  empty: ({ optionIds, buyer }) => ({
    client_name: buyer?.name ?? '',
    client_phone: buyer?.phone ?? '',
    client_email: buyer?.email ?? '',
    agreement: false,
    optionId: optionIds[0] ?? '',
  }),
  rules: (phoneValid) => eventOrderFormRules(phoneValid),
  edit: (values, field, value, settings) => {
    // EVENT-12: only one of the event's own options can be chosen.
    if (field === 'optionId' && !(typeof value === 'string' && settings.optionIds.includes(value))) return values
    if (field === 'client_email' && buyerEmailLocked(settings)) return values
    return { ...values, [field]: value }
  },
}
