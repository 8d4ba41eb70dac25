import { useT } from '../../i18n/intl'
import { FIND_ORDERS_PATH } from '../../model/find-orders-path'
import { useLocalizedPath } from '../layout/use-language'
import { LOGIN_FORM, type LoginValues } from '../../model/auth-forms'
import { EmailField, PasswordField } from '../forms/AccountFields'
import type { AuthModeProps } from './AuthModalContent'
import { SocialButtons } from './SocialButtons'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof LoginValues)[] = ['email', 'password']

/** AUTH-02…05, OAUTH-06: e-mail and password; the way to restore, to a mailed sign-in link (issue 39.5) and to register; a warning when there is one. */
export function LoginForm({ snapshot, titleId, send }: AuthModeProps) {
  const t = useT()
  const localize = useLocalizedPath()
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
        <EmailField form={binding} field="email" label={t('auth.fields.email')} />
        <PasswordField form={binding} field="password" label={t('auth.fields.password')} autoComplete="current-password" />
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'restore' })}>
          {t('auth.login.forgot')}
        </button>
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'signInLink' })}>
          {t('auth.login.sign_in_link')}
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
      <p className="auth-modal__switch">
        {/* Issue 44: a guest's way back to the orders bought without an account. */}
        <a href={localize(FIND_ORDERS_PATH)} className="auth-modal__link">
          {t('orders.find.title')}
        </a>
      </p>
    </div>
  )
}
