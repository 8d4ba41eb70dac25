import type { ApiClient } from '../../api/client'
import { EmailField, PasswordField } from '../../components/forms/AccountFields'
import { useT } from '../../i18n/intl'
import { EMAIL_CHANGE_FIELDS, emailChangeSpec } from '../../model/profile-forms'
import { AccountBlock } from './AccountBlock'
import { ProfileForm } from './ProfileForm'
import { useProfileForm } from './use-profile-form'

const TEXTS = {
  submit: 'account.profile.change_email.submit',
  sending: 'account.profile.sending',
  success: 'account.profile.change_email.success',
  error: 'account.profile.change_email.error',
}

/**
 * OQ-05, PROFILE-07: a new address and the current password; the server mails a link to the new address and switches
 * only when it is opened. A user without a password (signed up with Google or Facebook) is told to set one first.
 */
export function EmailChangeForm({ api, hasPassword }: { api: ApiClient; hasPassword: boolean }) {
  const t = useT()
  const { view, binding, onSubmit, start, formRef } = useProfileForm(emailChangeSpec, null, EMAIL_CHANGE_FIELDS, async () => {
    const [{ profileEmailMachine }, { requestEmailChangeActor }] = await Promise.all([
      import('../../../machines/profile-email.machine'),
      import('./profile-senders'),
    ])
    return profileEmailMachine.provide({ actors: { send: requestEmailChangeActor(api) } })
  })
  return (
    <AccountBlock id="account-email-title" title={t('account.profile.change_email.title')}>
      {hasPassword ? (
        <ProfileForm formRef={formRef} phase={view.phase} onSubmit={onSubmit} onFocus={start} texts={TEXTS}>
          <EmailField form={binding} field="new_email" label={t('account.profile.change_email.new_email')} />
          <PasswordField form={binding} field="password" label={t('account.profile.change_email.password')} autoComplete="current-password" />
        </ProfileForm>
      ) : (
        <p className="account-block__note">{t('account.profile.change_email.needs_password')}</p>
      )}
    </AccountBlock>
  )
}
