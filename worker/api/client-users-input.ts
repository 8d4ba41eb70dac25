/** What the account endpoints read from a body as they store it: the address and the optional phone (OQ-30). */
import { trimText } from '../../src/model/validation'
import { badFields, validPhone } from '../lib/visitor-input'

/** An address as accounts store it: trimmed, lower-cased. */
export function accountEmail(email: string): string {
  return trimText(email).toLowerCase()
}

/** The phone in E.164, '' when none was given; a 400 on `phone` when it is not a valid number. */
export function optionalPhone(phone: string | undefined): string {
  const typed = trimText(phone ?? '')
  if (typed === '') return ''
  const valid = validPhone(typed)
  if (valid === null) throw badFields({ phone: ['forms.errors.phone_invalid'] })
  return valid
}
