/**
 * Form validation rules (VALID-01…05, VALID-08, OQ-34) as pure functions, shared by the browser forms and the
 * worker so both answer with the same message keys. A rule gives the message key of its failure or null.
 */

export const FIELD_ERRORS = {
  required: 'forms.errors.required',
  phoneInvalid: 'forms.errors.phone_invalid',
  emailInvalid: 'forms.errors.email_invalid',
  agreementRequired: 'forms.errors.agreement_required',
  tooLong: 'forms.errors.too_long',
  tooShort: 'forms.errors.too_short',
  passwordTooShort: 'forms.errors.password_too_short',
  fileType: 'forms.errors.file_type',
  fileSize: 'forms.errors.file_size',
  passwordsMismatch: 'forms.errors.passwords_mismatch',
  passwordBlank: 'forms.errors.password_blank',
  invalid: 'forms.errors.invalid',
  serverError: 'forms.errors.server_error',
  tooManyAttempts: 'forms.errors.too_many_attempts',
  signInThrottled: 'auth.login.errors.throttled',
  wrongCredentials: 'forms.errors.wrong_credentials',
  wrongPassword: 'api.errors.wrong_password',
  sameEmail: 'api.errors.same_email',
} as const
export type FieldError = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS]

export type Rule<Value = unknown> = (value: Value) => FieldError | null

/**
 * Control characters a visitor never means to type (C0 except tab, line feed and carriage return; DEL; C1): removed
 * wherever they are.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
/**
 * Space and characters that show nothing (zero-width space, joiners, word joiner, byte-order mark, soft hyphen,
 * direction marks and isolates): trimmed off both ends like spaces. Inside the text they stay (a zero-width joiner
 * holds an emoji sequence together).
 */
const INVISIBLE = '\\s\\u00ad\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff'
const INVISIBLE_ENDS = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g')

/**
 * VALID-01, VALID-03: text as the forms and the API validate and store it: control characters removed (line breaks
 * and tabs kept, so multi-line text keeps its lines) and spaces and invisible characters trimmed off both ends, so
 * text that shows nothing is empty.
 */
export function trimText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_ENDS, '')
}

/** VALID-01: empty text (after trimming), null and an empty list fail; booleans are exempt (OQ-34). */
export const required: Rule = (value) => {
  if (typeof value === 'boolean' || typeof value === 'number') return null
  if (value === null || value === undefined) return FIELD_ERRORS.required
  if (typeof value === 'string') return trimText(value) === '' ? FIELD_ERRORS.required : null
  if (Array.isArray(value)) return value.length === 0 ? FIELD_ERRORS.required : null
  return null
}

/** OQ-34, VALID-08: the personal-data agreement must be checked (the required rule exempts booleans). */
export const mustBeChecked: Rule = (value) => (value === true ? null : FIELD_ERRORS.agreementRequired)

/** VALID-05, OQ-35: text before and after an `@` (an empty value is the required rule's business). */
export const email: Rule = (value) =>
  typeof value === 'string' && trimText(value) !== '' && !/^[^@\s]+@[^@\s]+$/.test(trimText(value))
    ? FIELD_ERRORS.emailInvalid
    : null

/**
 * VALID-04: a phone is checked by the phone input (libphonenumber-js), whose verdict is passed in; an empty value
 * is the required rule's business.
 */
export function phone(valid: boolean): Rule {
  return (value) => (typeof value === 'string' && trimText(value) !== '' && !valid ? FIELD_ERRORS.phoneInvalid : null)
}

/** OQ-06: how many characters (after trimming) what visitors type may have; the forms and the API check the same. */
export const LENGTH_LIMITS = {
  name: { max: 100 },
  email: { max: 254 },
  phone: { max: 20 },
  reviewBody: { min: 10, max: 5000 },
  freeText: { max: 2000 },
} as const

/** AUTH-12, PROFILE-04: the repeated password equals the first. */
export function sameAs(first: string): Rule {
  return (value) => (typeof value === 'string' && value !== '' && value !== first ? FIELD_ERRORS.passwordsMismatch : null)
}

/** At most `max` characters after trimming. */
export function maxLength(max: number): Rule {
  return (value) => (typeof value === 'string' && trimText(value).length > max ? FIELD_ERRORS.tooLong : null)
}

/** At least `min` characters after trimming; an empty value is the required rule's business. */
export function minLength(min: number): Rule {
  return (value) => {
    const length = typeof value === 'string' ? trimText(value).length : 0
    return length > 0 && length < min ? FIELD_ERRORS.tooShort : null
  }
}

/** A length limit of LENGTH_LIMITS as rules: too short, then too long. */
export function lengthWithin(limit: { min?: number; max: number }): Rule[] {
  return limit.min === undefined ? [maxLength(limit.max)] : [minLength(limit.min), maxLength(limit.max)]
}

/** VALID-02: the first failing rule wins. */
export function firstError<Value>(value: Value, rules: ReadonlyArray<Rule<Value>>): FieldError | null {
  for (const rule of rules) {
    const error = rule(value)
    if (error) return error
  }
  return null
}

export type FormRules<Values> = { [Field in keyof Values]?: ReadonlyArray<Rule<Values[Field]>> }
export type FieldErrors<Values> = { [Field in keyof Values]?: FieldError }

const KNOWN_FIELD_ERRORS = new Set<string>(Object.values(FIELD_ERRORS))

/**
 * VALID-02 for a server's 400: per field of the form, the first of its messages the site can say; a field whose
 * messages are all unknown gets `unknownAs`, or nothing when that is absent.
 */
export function knownFieldErrors<Values>(
  messages: Readonly<Record<string, readonly string[] | undefined>>,
  fields: readonly (keyof Values & string)[],
  unknownAs?: FieldError,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {}
  for (const field of fields) {
    const given = messages[field]
    if (!given?.length) continue
    const known = given.find((message) => KNOWN_FIELD_ERRORS.has(message)) as FieldError | undefined
    if (known ?? unknownAs) errors[field] = known ?? unknownAs
  }
  return errors
}

/** VALID-02: one error per field (the first), none for a valid field. */
export function validateForm<Values extends object>(values: Values, rules: FormRules<Values>): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {}
  for (const field of Object.keys(rules) as Array<keyof Values>) {
    const error = firstError(values[field], rules[field] ?? [])
    if (error) errors[field] = error
  }
  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0
}

/** VALID-03: text values trimmed (`trimText`) before validation and submission, except the `asTyped` fields; other values as they are. */
export function trimValues<Values extends object>(values: Values, asTyped: ReadonlyArray<keyof Values> = []): Values {
  const trimmed = { ...values }
  for (const field of Object.keys(trimmed) as Array<keyof Values>) {
    const value = trimmed[field]
    if (typeof value === 'string' && !asTyped.includes(field)) trimmed[field] = trimText(value) as Values[typeof field]
  }
  return trimmed
}

/** The review form's inputs' `maxLength` (OQ-06). */
export const REVIEW_LIMITS = {
  client_name: LENGTH_LIMITS.name.max,
  client_phone: LENGTH_LIMITS.phone.max,
  body: LENGTH_LIMITS.reviewBody.max,
} as const

/** What the review form and POST reviews check (REVIEWFORM-03, VALID-04, VALID-08, OQ-34). */
export interface ReviewFormValues {
  client_name: string
  client_phone: string
  entity_type: string
  entity_id: string
  body: string
  agreement: boolean
}

/** REVIEWFORM-03, OQ-06: name, phone, type, text and the agreement are required; the entity id is optional. */
export function reviewFormRules(phoneValid: boolean): FormRules<ReviewFormValues> {
  return {
    client_name: [required, ...lengthWithin(LENGTH_LIMITS.name)],
    client_phone: [required, ...lengthWithin(LENGTH_LIMITS.phone), phone(phoneValid)],
    entity_type: [required],
    body: [required, ...lengthWithin(LENGTH_LIMITS.reviewBody)],
    agreement: [mustBeChecked],
  }
}

/** The country a phone number typed without `+` belongs to: the centre's region (Kyrgyzstan) in every language. */
export const DEFAULT_PHONE_COUNTRY = 'KG'

/** What the subscription banner and POST subscriptions check (EVENTS-09, COURSES-05, OQ-07, OQ-35). */
export interface SubscriptionFormValues {
  email: string
}

export const SUBSCRIPTION_FORM_RULES: FormRules<SubscriptionFormValues> = {
  email: [required, ...lengthWithin(LENGTH_LIMITS.email), email],
}
