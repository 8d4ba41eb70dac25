import { EMAIL_RULES, password, passwordGiven, PROFILE_RULES } from './account-validation'
import type { ClientUser, PasswordChangeBody } from './entities/users'
import type { FormSpec } from './form-draft'
import { FIELD_ERRORS, LENGTH_LIMITS, lengthWithin, phone, sameAs, type FieldErrors } from './validation'

/** The profile's forms (PROFILE-02…07, OQ-03, OQ-05) as the form kit's specs: values, rules and the next round. */

export interface PersonalDataValues {
  first_name: string
  last_name: string
  middle_name: string
  phone: string
}

/** What the personal data form starts from: the user as the page got it. */
export type PersonalDataSettings = Pick<ClientUser, 'first_name' | 'last_name' | 'middle_name' | 'phone'>

export const PERSONAL_DATA_FIELDS: readonly (keyof PersonalDataValues)[] = ['first_name', 'last_name', 'middle_name', 'phone']

/** PROFILE-02, PROFILE-03: first and last name required, middle name and phone optional, an entered phone valid. */
export const personalDataSpec: FormSpec<PersonalDataValues, PersonalDataSettings> = {
  id: 'profilePersonal',
  empty: (user) => ({ first_name: user.first_name, last_name: user.last_name, middle_name: user.middle_name, phone: user.phone }),
  rules: (phoneValid) => ({ ...PROFILE_RULES, phone: [...lengthWithin(LENGTH_LIMITS.phone), phone(phoneValid)] }),
  // The saved values stay in the form.
  afterSent: (values) => values,
}

export interface EmailChangeValues {
  new_email: string
  password: string
}

export const EMAIL_CHANGE_FIELDS: readonly (keyof EmailChangeValues)[] = ['new_email', 'password']

/** OQ-05, PROFILE-07: the new address and the current password; cleared once the link is on its way. */
export const emailChangeSpec: FormSpec<EmailChangeValues, null> = {
  id: 'profileEmail',
  empty: () => ({ new_email: '', password: '' }),
  rules: () => ({ new_email: EMAIL_RULES.email, password: [passwordGiven] }),
  afterSent: () => ({ new_email: '', password: '' }),
  asTyped: ['password'],
}

export interface PasswordChangeValues {
  old_password: string
  new_password1: string
  new_password2: string
}

/** Whether the user has a password to give (an account made with Google or Facebook sets its first one). */
export interface PasswordChangeSettings {
  hasPassword: boolean
}

export const PASSWORD_CHANGE_FIELDS: readonly (keyof PasswordChangeValues)[] = ['old_password', 'new_password1', 'new_password2']

const NO_PASSWORDS: PasswordChangeValues = { old_password: '', new_password1: '', new_password2: '' }

/**
 * PROFILE-04, PROFILE-05, OQ-03: the current password when the user has one, the new one (at least 8 characters)
 * twice; a mismatch shows on the first new-password field; cleared after a change.
 */
export const passwordChangeSpec: FormSpec<PasswordChangeValues, PasswordChangeSettings> = {
  id: 'profilePassword',
  empty: () => NO_PASSWORDS,
  rules: (_phoneValid, { hasPassword }) => ({
    ...(hasPassword ? { old_password: [passwordGiven] } : {}),
    new_password1: [password],
    new_password2: [passwordGiven],
  }),
  compare: (values) => {
    const error = sameAs(values.new_password1)(values.new_password2)
    return error ? { new_password1: error } : {}
  },
  afterSent: () => NO_PASSWORDS,
  asTyped: PASSWORD_CHANGE_FIELDS,
}

/** POST client_users/password/change: the current password goes along whenever one was typed. */
export function passwordChangeBody(values: PasswordChangeValues): PasswordChangeBody {
  const { old_password, new_password1, new_password2 } = values
  return old_password ? { old_password, new_password1, new_password2 } : { new_password1, new_password2 }
}

/** PROFILE-05: a 400 that names none of the form's fields shows `forms.errors.invalid` on the new password. */
export const PASSWORD_CHANGE_REFUSED: FieldErrors<PasswordChangeValues> = { new_password1: FIELD_ERRORS.invalid }
