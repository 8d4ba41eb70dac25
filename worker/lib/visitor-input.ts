import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { DEFAULT_PHONE_COUNTRY } from '../../src/model/validation'
import { ApiError, fieldMap } from './errors'

/**
 * Checks shared by every endpoint that stores what a visitor typed (reviews, orders; leads later): field errors
 * in the contract's shape and the phone as libphonenumber-js reads it.
 */

/** A 400 naming the fields and their message keys (ERR-10). */
export function badFields(fields: Record<string, string[]>, message = 'The request has invalid fields'): ApiError {
  return new ApiError(400, { code: 'invalid_input', message, fields })
}

/** Throws the form rules' errors (one message key a field, VALID-02) as a 400; nothing when there are none. */
export function rejectFormErrors(errors: Record<string, string>): void {
  if (Object.keys(errors).length === 0) return
  throw badFields(fieldMap(Object.entries(errors).map(([field, error]) => [field, [error]])))
}

/** VALID-04: the phone in E.164 when libphonenumber-js finds it valid, else null. */
export function validPhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_COUNTRY as CountryCode)
  return parsed?.isValid() ? parsed.number : null
}
