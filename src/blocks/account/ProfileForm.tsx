import type { FormEvent, ReactNode, RefObject } from 'react'
import { useT } from '../../i18n/intl'
import type { FormPhase } from '../../model/form-draft'

export interface ProfileFormProps {
  formRef: RefObject<HTMLFormElement | null>
  phase: FormPhase
  onSubmit: (event: FormEvent) => void
  onFocus: () => void
  /** Message keys: the button, while sending, and after a success and a failure unless a toast tells them (TOAST-03). */
  texts: { submit: string; sending: string; success?: string; error?: string }
  /** Values of the success message. */
  successValues?: Record<string, string>
  children: ReactNode
}

/**
 * The frame of a profile form (PROFILE-03, PROFILE-05, PROFILE-06, OQ-05): the fields, the submit button that says
 * while it sends (repeats are the machine's to ignore), the success read out politely and the failure as an alert.
 */
export function ProfileForm({ formRef, phase, onSubmit, onFocus, texts, successValues, children }: ProfileFormProps) {
  const t = useT()
  const sending = phase === 'sending'
  return (
    <form ref={formRef} className="account-form" noValidate aria-busy={sending} onSubmit={onSubmit} onFocus={onFocus}>
      {children}
      <button type="submit" className="button button--primary account-form__submit" aria-disabled={sending}>
        {t(sending ? texts.sending : texts.submit)}
      </button>
      <div className="account-form__status" role="status">
        {phase === 'sent' && texts.success ? <p className="account-form__success">{t(texts.success, successValues)}</p> : null}
      </div>
      {phase === 'failed' && texts.error ? (
        <p className="form-panel form-panel--error" role="alert">
          {t(texts.error)}
        </p>
      ) : null}
    </form>
  )
}
