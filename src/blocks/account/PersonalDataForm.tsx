import type { ClientUser } from '../../model/entities/users'
import { PhoneField } from '../../components/forms/PhoneField'
import { TextField } from '../../components/forms/TextField'
import { useToast } from '../../components/toasts/toasts-context'
import { useT } from '../../i18n/intl'
import { PERSONAL_DATA_FIELDS, personalDataSpec } from '../../model/profile-forms'
import { LENGTH_LIMITS } from '../../model/validation'
import type { ApiClient } from '../../api/client'
import { AccountBlock } from './AccountBlock'
import { ProfileForm } from './ProfileForm'
import { useProfileForm } from './use-profile-form'

/** TOAST-03: the save's success and failure are toasts (account.profile.profile.success / .error). */
const TEXTS = { submit: 'account.profile.profile.submit', sending: 'account.profile.sending' }

export interface PersonalDataFormProps {
  user: ClientUser
  api: ApiClient
  /** The saved user, for the session (the header's name, PROFILE-03). */
  onSaved: (user: ClientUser) => void
}

/** PROFILE-02, PROFILE-03: first, last and middle name and phone; the e-mail shown read only. */
export function PersonalDataForm({ user, api, onSaved }: PersonalDataFormProps) {
  const t = useT()
  const toast = useToast()
  const { view, binding, onSubmit, start, formRef } = useProfileForm(personalDataSpec, user, PERSONAL_DATA_FIELDS, async () => {
    const [{ profilePersonalMachine }, { updateProfileActor }] = await Promise.all([
      import('../../../machines/profile-personal.machine'),
      import('./profile-senders'),
    ])
    return profilePersonalMachine.provide({
      actors: { send: updateProfileActor(api) },
      actions: {
        onSent: ({ context }) => {
          if (context.output) onSaved(context.output)
          toast('success', t('account.profile.profile.success'))
        },
        onFailure: () => toast('error', t('account.profile.profile.error')),
      },
    })
  })
  const nameField = (field: 'first_name' | 'last_name' | 'middle_name', label: string, required: boolean, autoComplete: string) => (
    <TextField
      id={binding.id(field)}
      name={field}
      label={label}
      autoComplete={autoComplete}
      maxLength={LENGTH_LIMITS.name.max}
      required={required}
      value={binding.values[field]}
      error={binding.errors[field]}
      onChange={binding.change(field)}
    />
  )
  return (
    <AccountBlock id="account-personal-title" title={t('account.profile.profile.title')}>
      <ProfileForm formRef={formRef} phase={view.phase} onSubmit={onSubmit} onFocus={start} texts={TEXTS}>
        {nameField('first_name', t('auth.fields.first_name'), true, 'given-name')}
        {nameField('last_name', t('auth.fields.last_name'), true, 'family-name')}
        {nameField('middle_name', t('account.profile.profile.middle_name'), false, 'additional-name')}
        <PhoneField
          id={binding.id('phone')}
          name="phone"
          label={t('forms.phone')}
          value={binding.values.phone}
          error={binding.errors.phone}
          onChange={binding.change('phone')}
          onValidity={binding.phoneValidity}
        />
        <TextField id="account-email" name="email" label={t('auth.fields.email')} type="email" readOnly value={user.email} onChange={() => {}} />
      </ProfileForm>
    </AccountBlock>
  )
}
