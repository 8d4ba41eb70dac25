import type { ClientUser } from '../src/model/entities/users'
import { passwordChangeSpec, type PasswordChangeSettings, type PasswordChangeValues } from '../src/model/profile-forms'
import { createFormMachine, type FormSendResult, type FormSubmission } from './form.machine'

/**
 * The profile's change-password form (PROFILE-04…06, OQ-03) on the form kit (form.machine.ts): `send` (POST
 * client_users/password/change) answers the user (now with a password), which `onSent` hands to the session; the
 * fields are cleared after a change; a failure is `failed` (the error message), the values kept.
 */

export type PasswordChangeSubmission = FormSubmission<PasswordChangeValues, PasswordChangeSettings>
export type PasswordChangeResult = FormSendResult<PasswordChangeValues, ClientUser>

export const profilePasswordMachine = createFormMachine<PasswordChangeValues, PasswordChangeSettings, ClientUser>(passwordChangeSpec)
