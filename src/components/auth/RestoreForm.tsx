import { useT } from '../../i18n/intl'
import { RESTORE_FORM, type RestoreValues } from '../../model/auth-forms'
import { EmailField } from '../forms/AccountFields'
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
        <EmailField form={binding} field="email" label={t('auth.fields.email')} />
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
