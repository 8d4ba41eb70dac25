import type { ApiClient } from '../../api/client'
import { PasswordField } from '../../components/forms/AccountFields'
import type { ClientUser } from '../../model/entities/users'
import { useT } from '../../i18n/intl'
import { PASSWORD_CHANGE_FIELDS, passwordChangeSpec, type PasswordChangeValues } from '../../model/profile-forms'
import { AccountBlock } from './AccountBlock'
import { ProfileForm } from './ProfileForm'
import { useProfileForm } from './use-profile-form'

const TEXTS = {
  submit: 'account.profile.change_password.submit',
  sending: 'account.profile.sending',
  success: 'account.profile.change_password.success',
  error: 'account.profile.change_password.error',
}

export interface PasswordFormProps {
  api: ApiClient
  hasPassword: boolean
  /** The user once a password is set (a Google or Facebook account now has one). */
  onChanged: (user: ClientUser) => void
}

/** PROFILE-04, PROFILE-05, OQ-03: the current password (when there is one), the new one twice; cleared on success. */
export function PasswordForm({ api, hasPassword, onChanged }: PasswordFormProps) {
  const t = useT()
  const { view, binding, onSubmit, start, formRef } = useProfileForm(passwordChangeSpec, { hasPassword }, PASSWORD_CHANGE_FIELDS, async () => {
    const [{ profilePasswordMachine }, { changePasswordActor }] = await Promise.all([
      import('../../../machines/profile-password.machine'),
      import('./profile-senders'),
    ])
    return profilePasswordMachine.provide({
      actors: { send: changePasswordActor(api) },
      actions: {
        onSent: ({ context }) => {
          if (context.output) onChanged(context.output)
        },
      },
    })
  })
  const passwordField = (field: keyof PasswordChangeValues & string, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField form={binding} field={field} label={label} autoComplete={autoComplete} />
  )
  return (
    <AccountBlock id="account-password-title" title={t(hasPassword ? 'account.profile.change_password.title' : 'account.profile.change_password.title_new')}>
      <ProfileForm formRef={formRef} phase={view.phase} onSubmit={onSubmit} onFocus={start} texts={TEXTS}>
        {hasPassword ? passwordField('old_password', t('account.profile.change_password.old_password'), 'current-password') : null}
        {passwordField('new_password1', t('auth.fields.new_password'), 'new-password')}
        {passwordField('new_password2', t('auth.fields.new_password2'), 'new-password')}
      </ProfileForm>
    </AccountBlock>
  )
}
