import type { Done } from '../src/model/entities/users'
import { emailChangeSpec, type EmailChangeValues } from '../src/model/profile-forms'
import { createFormMachine, type FormSendResult, type FormSubmission } from './form.machine'

/**
 * The profile's change-email form (OQ-05, PROFILE-06, PROFILE-07) on the form kit (form.machine.ts): `send` (POST
 * client_users/email/change) mails a link to the new address; `sent` says so and the fields are cleared.
 */

export type EmailChangeSubmission = FormSubmission<EmailChangeValues, null>
export type EmailChangeResult = FormSendResult<EmailChangeValues, Done>

export const profileEmailMachine = createFormMachine<EmailChangeValues, null, Done>(emailChangeSpec)
