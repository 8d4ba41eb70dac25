import { useT } from '../../i18n/intl'
import { RESTORE_FORM, type RestoreValues } from '../../model/auth-forms'
import { LENGTH_LIMITS } from '../../model/validation'
import { TextField } from '../forms/TextField'
import type { AuthModeProps } from './AuthModalContent'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof RestoreValues)[] = ['email']

/** AUTH-10, AUTH-05: the e-mail for a reset link, and the way back to login. */
export function RestoreForm({ snapshot, titleId, send }: AuthModeProps) {
  const t = useT()
  const { form, binding, busy, onSubmit } = useAuthForm(snapshot.children.form, RESTORE_FORM, null, FIELDS)
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth.restore.title')}
      </h2>
      <p className="auth-modal__lead">{t('auth.restore.text')}</p>
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
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t('auth.restore.submit')}
        </button>
      </form>
      <p className="auth-modal__switch">
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'login' })}>
          {t('auth.restore.back')}
        </button>
      </p>
    </div>
  )
}
