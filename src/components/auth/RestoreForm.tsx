import { useT } from '../../i18n/intl'
import { RESTORE_FORM, SIGN_IN_LINK_FORM, type RestoreValues } from '../../model/auth-forms'
import type { FormSpec } from '../../model/form-draft'
import { EmailField } from '../forms/AccountFields'
import type { AuthModeProps } from './AuthModalContent'
import { useAuthForm } from './use-auth-form'

const FIELDS: (keyof RestoreValues)[] = ['email']

/** A form that mails a link to the address entered, with its texts under `texts` (title, text, submit, back). */
function EmailLinkForm({ snapshot, titleId, send, spec, texts }: AuthModeProps & { spec: FormSpec<RestoreValues, null>; texts: string }) {
  const t = useT()
  const { form, binding, busy, onSubmit } = useAuthForm(snapshot.children.form, spec, null, FIELDS)
  return (
    <div className="auth-modal">
      <h2 id={titleId} className="auth-modal__title">
        {t(`${texts}.title`)}
      </h2>
      <p className="auth-modal__lead">{t(`${texts}.text`)}</p>
      <form ref={form} className="auth-modal__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <EmailField form={binding} field="email" label={t('auth.fields.email')} />
        <button type="submit" className="button button--primary auth-modal__submit" aria-disabled={busy}>
          {t(`${texts}.submit`)}
        </button>
      </form>
      <p className="auth-modal__switch">
        <button type="button" className="auth-modal__link" onClick={() => send({ type: 'auth.switch', mode: 'login' })}>
          {t(`${texts}.back`)}
        </button>
      </p>
    </div>
  )
}

/** AUTH-10, AUTH-05: the e-mail for a reset link, and the way back to login. */
export function RestoreForm(props: AuthModeProps) {
  return <EmailLinkForm {...props} spec={RESTORE_FORM} texts="auth.restore" />
}

/** Issue 39.5: the e-mail for a mailed sign-in link (a way in while password sign-in is throttled), and the way back to login. */
export function SignInLinkForm(props: AuthModeProps) {
  return <EmailLinkForm {...props} spec={SIGN_IN_LINK_FORM} texts="auth.sign_in_link" />
}
