import type { ClientUser } from './entities/users'
import type { FormSpec } from './form-draft'
import { email, LENGTH_LIMITS, lengthWithin, phone, required } from './validation'

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

const NAME = lengthWithin(LENGTH_LIMITS.name)

/** PROFILE-02, PROFILE-03: first and last name required, middle name and phone optional, an entered phone valid. */
export const personalDataSpec: FormSpec<PersonalDataValues, PersonalDataSettings> = {
  id: 'profilePersonal',
  empty: (user) => ({ first_name: user.first_name, last_name: user.last_name, middle_name: user.middle_name, phone: user.phone }),
  rules: (phoneValid) => ({
    first_name: [required, ...NAME],
    last_name: [required, ...NAME],
    middle_name: NAME,
    phone: [...lengthWithin(LENGTH_LIMITS.phone), phone(phoneValid)],
  }),
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
  rules: () => ({ new_email: [required, ...lengthWithin(LENGTH_LIMITS.email), email], password: [required] }),
  afterSent: () => ({ new_email: '', password: '' }),
}
