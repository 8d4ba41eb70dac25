/**
 * What the account forms and the client_users endpoints check (AUTH-06, AUTH-12, PROFILE-02, PROFILE-04, OQ-03,
 * OQ-05, OQ-06, OQ-35): the same rules and message keys on both sides.
 */
import { pragmaticEmail } from './entities/orders'
import { FIELD_ERRORS, LENGTH_LIMITS, lengthWithin, required, type FormRules, type Rule } from './validation'

/** OQ-03: at least 8 characters (8 is accepted); the upper bound keeps hashing cheap to refuse. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const

/** Only spaces, control or invisible format characters: nothing a person would remember typing (issue 39.6). */
const BLANK = /^[\s\p{Z}\p{Cc}\p{Cf}]*$/u

/**
 * A password is taken as typed (spaces count): required, then at least and at most PASSWORD_LENGTH characters, some
 * of them not blank.
 */
export const password: Rule = (value) => {
  const length = typeof value === 'string' ? [...value].length : 0
  if (length === 0) return FIELD_ERRORS.required
  if (length < PASSWORD_LENGTH.min) return FIELD_ERRORS.passwordTooShort
  if (length > PASSWORD_LENGTH.max) return FIELD_ERRORS.tooLong
  return BLANK.test(value as string) ? FIELD_ERRORS.passwordBlank : null
}

/** A password field is filled: any character counts, spaces too (a password is never trimmed). */
export const passwordGiven: Rule = (value) => (typeof value === 'string' && value !== '' ? null : FIELD_ERRORS.required)

const NAME = [required, ...lengthWithin(LENGTH_LIMITS.name)]
const EMAIL: ReadonlyArray<Rule<string>> = [required, pragmaticEmail, ...lengthWithin(LENGTH_LIMITS.email)]

export interface RegistrationValues {
  first_name: string
  last_name: string
  email: string
  password: string
}

export const REGISTRATION_RULES: FormRules<RegistrationValues> = { first_name: NAME, last_name: NAME, email: EMAIL, password: [password] }

export interface ProfileValues {
  first_name: string
  last_name: string
  middle_name: string
}

export const PROFILE_RULES: FormRules<ProfileValues> = { first_name: NAME, last_name: NAME, middle_name: lengthWithin(LENGTH_LIMITS.name) }

/** An address field alone (login, reset, resend, the new address of an e-mail change). */
export const EMAIL_RULES: FormRules<{ email: string }> = { email: EMAIL }
