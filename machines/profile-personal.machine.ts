import type { ClientUser } from '../src/model/entities/users'
import { personalDataSpec, type PersonalDataSettings, type PersonalDataValues } from '../src/model/profile-forms'
import { createFormMachine, type FormSendResult, type FormSubmission } from './form.machine'

/**
 * The profile's personal data form (PROFILE-02, PROFILE-03, PROFILE-06) on the form kit (form.machine.ts): `send`
 * (PUT client_users/me) answers the saved user, which `onSent` hands to the session (the header's name); a failure
 * is `failed` (account.profile.profile.error). It stays for another round after a save.
 */

export type PersonalDataSubmission = FormSubmission<PersonalDataValues, PersonalDataSettings>
export type PersonalDataResult = FormSendResult<PersonalDataValues, ClientUser>

export const profilePersonalMachine = createFormMachine<PersonalDataValues, PersonalDataSettings, ClientUser>(personalDataSpec)
