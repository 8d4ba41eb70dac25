import { fromPromise } from 'xstate'
import type { EmailChangeResult, EmailChangeSubmission } from '../../../machines/profile-email.machine'
import type { PasswordChangeResult, PasswordChangeSubmission } from '../../../machines/profile-password.machine'
import type { PersonalDataResult, PersonalDataSubmission } from '../../../machines/profile-personal.machine'
import type { ResendResult } from '../../../machines/profile-resend.machine'
import type { DisconnectResult } from '../../../machines/profile-social.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import { formResult } from '../../components/forms/form-result'
import type { AccountSession } from '../../model/entities/users'
import type { OAuthProvider } from '../../model/oauth'
import { EMAIL_CHANGE_FIELDS, PASSWORD_CHANGE_FIELDS, PASSWORD_CHANGE_REFUSED, passwordChangeBody, PERSONAL_DATA_FIELDS } from '../../model/profile-forms'

/** What the profile's machines call (PROFILE-03, PROFILE-05, PROFILE-08, OQ-05, OAUTH-09): the API as their actors. */

/** PROFILE-03: PUT client_users/me; the saved user. */
export function updateProfileActor(api: Pick<ApiClient, 'updateMe'>) {
  return fromPromise<PersonalDataResult, PersonalDataSubmission>(({ input: { values } }) =>
    formResult(() => api.updateMe({ body: values }), PERSONAL_DATA_FIELDS),
  )
}

/** PROFILE-05: POST client_users/password/change; the user. A 400 without the form's fields: `forms.errors.invalid`. */
export function changePasswordActor(api: Pick<ApiClient, 'changePassword'>) {
  return fromPromise<PasswordChangeResult, PasswordChangeSubmission>(async ({ input: { values } }) => {
    try {
      return await formResult(async () => (await api.changePassword({ body: passwordChangeBody(values) })).user, PASSWORD_CHANGE_FIELDS)
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) return { status: 'invalid', errors: PASSWORD_CHANGE_REFUSED }
      throw error
    }
  })
}

/** OQ-05: POST client_users/email/change; the link goes to the new address. */
export function requestEmailChangeActor(api: Pick<ApiClient, 'requestEmailChange'>) {
  return fromPromise<EmailChangeResult, EmailChangeSubmission>(({ input: { values } }) =>
    formResult(() => api.requestEmailChange({ body: values }), EMAIL_CHANGE_FIELDS),
  )
}

/** PROFILE-08, OQ-50: POST client_users/resend-email with the user's address; a 429 means one went out lately. */
export function resendVerificationActor(api: Pick<ApiClient, 'resendVerification'>, email: string) {
  return fromPromise<ResendResult>(async () => {
    try {
      await api.resendVerification({ body: { email } })
      return 'sent'
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) return 'limited'
      throw error
    }
  })
}

/** OAUTH-09, OAUTH-10: POST client_users/disconnect/{provider}; the user as it now is; a 400 is the last sign-in method. */
export function disconnectActor(api: Pick<ApiClient, 'socialDisconnect'>) {
  return fromPromise<DisconnectResult, OAuthProvider>(async ({ input: provider }) => {
    try {
      return { status: 'disconnected', user: await api.socialDisconnect({ params: { provider } }) }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) return { status: 'lastMethod' }
      throw error
    }
  })
}

/** Issue 39.6: POST client_users/me/sessions/{id}/end; the sessions left. */
export function endSessionActor(api: Pick<ApiClient, 'endMySession'>) {
  return fromPromise<AccountSession[], string>(async ({ input: id }) => (await api.endMySession({ params: { id } })).rows)
}

/** Issue 39.6: POST client_users/me/sessions/end-others; this session alone. */
export function endOtherSessionsActor(api: Pick<ApiClient, 'endMyOtherSessions'>) {
  return fromPromise<AccountSession[]>(async () => (await api.endMyOtherSessions()).rows)
}
