import { useT } from '../../i18n/intl'
import { RESET_FORM, type ResetValues } from '../../model/auth-forms'
import { PasswordField } from '../forms/AccountFields'
import type { AuthModeProps } from './AuthModalContent'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof ResetValues)[] = ['new_password', 'new_password2']

/** AUTH-11…13, OQ-03: the new password twice, for the mailed link the modal carries. */
export function ResetForm({ snapshot, titleId }: AuthModeProps) {
  const t = useT()
  const link = snapshot.context.reset ?? { token: '', uid: '' }
  const { form, binding, busy, onSubmit } = useAuthForm(snapshot.children.form, RESET_FORM, link, FIELDS)
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth.reset.title')}
      </h2>
      <form ref={form} className="auth-modal__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {FIELDS.map((field) => (
          <PasswordField key={field} form={binding} field={field} label={t(`auth.fields.${field}`)} autoComplete="new-password" />
        ))}
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </div>
  )
}
