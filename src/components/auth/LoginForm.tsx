import { useT } from '../../i18n/intl'
import { LOGIN_FORM, type LoginValues } from '../../model/auth-forms'
import { LENGTH_LIMITS } from '../../model/validation'
import { TextField } from '../forms/TextField'
import type { AuthModeProps } from './AuthModalContent'
import { SocialButtons } from './SocialButtons'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof LoginValues)[] = ['email', 'password']

/** AUTH-02…05, OAUTH-06: e-mail and password; the way to restore and to register; a warning when there is one. */
export function LoginForm({ snapshot, titleId, send }: AuthModeProps) {
  const t = useT()
  const { form, binding, busy, onSubmit } = useAuthForm(snapshot.children.form, LOGIN_FORM, null, FIELDS)
  const { notice } = snapshot.context
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth.login.title')}
      </h2>
      {notice && (
        <p className="auth-modal__notice" role="alert">
          {t(notice)}
        </p>
      )}
      <SocialButtons purpose="login" next={snapshot.context.next} />
      <form ref={form} className="auth-modal__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={binding.id('email')}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          maxLength={LENGTH_LIMITS.email.max}
          required
          value={binding.values.email}
          error={binding.errors.email}
          onChange={binding.change('email')}
        />
        <TextField
          id={binding.id('password')}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          value={binding.values.password}
          error={binding.errors.password}
          onChange={binding.change('password')}
        />
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'restore' })}>
          {t('auth.login.forgot')}
        </button>
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t('auth.login.submit')}
        </button>
      </form>
      <p className="auth-modal__switch">
        {t('auth.login.no_account')}{' '}
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'register' })}>
          {t('auth.login.to_register')}
        </button>
      </p>
    </div>
  )
}
