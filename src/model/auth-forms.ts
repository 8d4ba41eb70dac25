import type { FormSpec } from './form-draft'
import { EMAIL_RULES, password, passwordGiven, REGISTRATION_RULES, type RegistrationValues } from './account-validation'
import { FIELD_ERRORS, knownFieldErrors, sameAs, type FieldError, type FieldErrors } from './validation'

/** The auth modal's forms (AUTH-02…13, OQ-03, OQ-30, OQ-33): their values, rules and how a failed call shows on them. */

export interface LoginValues {
  email: string
  password: string
}

/** AUTH-06, OQ-30: no fake phone is sent. */
export type RegisterValues = RegistrationValues

export interface RestoreValues {
  email: string
}

export interface ResetValues {
  new_password: string
  new_password2: string
}

/** AUTH-11: what a mailed reset link carries. */
export interface ResetLink {
  token: string
  uid: string
}

/** AUTH-02: e-mail and password required (no length rule: an old password still signs in). */
export const LOGIN_FORM: FormSpec<LoginValues, null> = {
  id: 'loginForm',
  empty: () => ({ email: '', password: '' }),
  rules: () => ({ ...EMAIL_RULES, password: [passwordGiven] }),
  asTyped: ['password'],
}

/** AUTH-06, OQ-03: every field required, the password at least 8 characters. */
export const REGISTER_FORM: FormSpec<RegisterValues, null> = {
  id: 'registerForm',
  empty: () => ({ first_name: '', last_name: '', email: '', password: '' }),
  rules: () => REGISTRATION_RULES,
  asTyped: ['password'],
}

/** AUTH-10: the e-mail required. */
export const RESTORE_FORM: FormSpec<RestoreValues, null> = {
  id: 'restoreForm',
  empty: () => ({ email: '' }),
  rules: () => EMAIL_RULES,
}

/** Issue 39.5: the e-mail for a mailed sign-in link (errors as the restore form's). */
export const SIGN_IN_LINK_FORM: FormSpec<RestoreValues, null> = { ...RESTORE_FORM, id: 'signInLinkForm' }

/** AUTH-12, OQ-03: both passwords required, at least 8 characters, the same. */
export const RESET_FORM: FormSpec<ResetValues, ResetLink> = {
  id: 'resetForm',
  empty: () => ({ new_password: '', new_password2: '' }),
  rules: () => ({ new_password: [password], new_password2: [passwordGiven] }),
  asTyped: ['new_password', 'new_password2'],
  // AUTH-12: the mismatch shows on the new-password field.
  compare: (values) => {
    const error = sameAs(values.new_password)(values.new_password2)
    return error ? { new_password: error } : {}
  },
}

/** A failed call as the forms see it: the HTTP status (0: the network failed) and the 400's field messages. */
export interface CallFailure {
  status: number
  fields: Readonly<Record<string, readonly string[]>>
}

/** The status and field messages of whatever a call threw (the API client's ApiRequestError; anything else: 0). */
export function callFailureOf(error: unknown): CallFailure {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { fields?: unknown } }
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, readonly string[]>) : {}
  return { status: typeof status === 'number' ? status : 0, fields }
}

/** The message of a failure that is not about the data: too many attempts (429) or the server or network (OQ-33). */
function unavailable(failure: CallFailure): FieldError {
  return failure.status === 429 ? FIELD_ERRORS.tooManyAttempts : FIELD_ERRORS.serverError
}

const isDataError = (failure: CallFailure) => failure.status === 400 || failure.status === 401

/**
 * AUTH-04, OQ-33: wrong e-mail or password (400/401), too many attempts (pointing to the mailed sign-in link, issue
 * 39.5), or the server's error, on both fields.
 */
export function loginFailureErrors(failure: CallFailure): FieldErrors<LoginValues> {
  const error = isDataError(failure) ? FIELD_ERRORS.wrongCredentials : failure.status === 429 ? FIELD_ERRORS.signInThrottled : unavailable(failure)
  return { email: error, password: error }
}

/** AUTH-09: a 400's messages on their fields, else "the data is not correct" on the first name; others there too. */
export function registerFailureErrors(failure: CallFailure): FieldErrors<RegisterValues> {
  if (failure.status !== 400) return { first_name: unavailable(failure) }
  const errors = knownFieldErrors<RegisterValues>(failure.fields, ['first_name', 'last_name', 'email', 'password'], FIELD_ERRORS.invalid)
  return Object.keys(errors).length > 0 ? errors : { first_name: FIELD_ERRORS.invalid }
}

/** OQ-33: an unknown address is no failure (the server answers as for a known one); a 400 is the address's. */
export function restoreFailureErrors(failure: CallFailure): FieldErrors<RestoreValues> {
  if (failure.status !== 400) return { email: unavailable(failure) }
  const errors = knownFieldErrors<RestoreValues>(failure.fields, ['email'], FIELD_ERRORS.invalid)
  return Object.keys(errors).length > 0 ? errors : { email: FIELD_ERRORS.invalid }
}

/** AUTH-13: a 400 (a too short password, a used or expired link) on the password field, others there too. */
export function resetFailureErrors(failure: CallFailure): FieldErrors<ResetValues> {
  if (failure.status !== 400) return { new_password: unavailable(failure) }
  const errors = knownFieldErrors<ResetValues>(failure.fields, ['new_password'], FIELD_ERRORS.invalid)
  return Object.keys(errors).length > 0 ? errors : { new_password: FIELD_ERRORS.invalid }
}
