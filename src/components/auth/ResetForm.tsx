import { useT } from '../../i18n/intl'
import { RESET_FORM, type ResetValues } from '../../model/auth-forms'
import { TextField } from '../forms/TextField'
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
          <TextField
            key={field}
            id={binding.id(field)}
            name={field}
            type="password"
            label={t(`auth.fields.${field}`)}
            autoComplete="new-password"
            required
            value={binding.values[field]}
            error={binding.errors[field]}
            onChange={binding.change(field)}
          />
        ))}
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </div>
  )
}
