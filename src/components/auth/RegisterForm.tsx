import { useT } from '../../i18n/intl'
import { REGISTER_FORM, type RegisterValues } from '../../model/auth-forms'
import { LENGTH_LIMITS } from '../../model/validation'
import { EmailField, PasswordField } from '../forms/AccountFields'
import { TextField } from '../forms/TextField'
import type { AuthModeProps } from './AuthModalContent'
import { SocialButtons } from './SocialButtons'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof RegisterValues)[] = ['first_name', 'last_name', 'email', 'password']

/** AUTH-06…09, OQ-03, OQ-30: first and last name, e-mail and a password of at least 8; the way back to login. */
export function RegisterForm({ snapshot, titleId, send }: AuthModeProps) {
  const t = useT()
  const { form, binding, busy, onSubmit } = useAuthForm(snapshot.children.form, REGISTER_FORM, null, FIELDS)
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth.register.title')}
      </h2>
      <SocialButtons purpose="register" next={snapshot.context.next} />
      <form ref={form} className="auth-modal__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {(['first_name', 'last_name'] as const).map((field) => (
          <TextField
            key={field}
            id={binding.id(field)}
            name={field}
            label={t(`auth.fields.${field}`)}
            autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
            maxLength={LENGTH_LIMITS.name.max}
            required
            value={binding.values[field]}
            error={binding.errors[field]}
            onChange={binding.change(field)}
          />
        ))}
        <EmailField form={binding} field="email" label={t('auth.fields.email')} />
        <PasswordField form={binding} field="password" label={t('auth.fields.password_new')} autoComplete="new-password" />
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t('auth.register.submit')}
        </button>
      </form>
      <p className="auth-modal__switch">
        {t('auth.register.has_account')}{' '}
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'login' })}>
          {t('auth.register.to_login')}
        </button>
      </p>
    </div>
  )
}
