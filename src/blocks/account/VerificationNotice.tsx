import { useState } from 'react'
import type { ApiClient } from '../../api/client'
import { useLazyMachine } from '../../components/use-lazy-machine'
import { useT } from '../../i18n/intl'
import { AccountBlock } from './AccountBlock'

/**
 * PROFILE-08, PROFILE-09, OQ-50: while the e-mail is not confirmed, a resend button; after one mail, clicks say
 * "already sent, check your inbox and spam" for the cooldown, without a call.
 */
export function VerificationNotice({ api, email }: { api: ApiClient; email: string }) {
  const t = useT()
  const [load] = useState(() => async () => {
    const [{ profileResendMachine }, { resendVerificationActor }] = await Promise.all([
      import('../../../machines/profile-resend.machine'),
      import('./profile-senders'),
    ])
    return profileResendMachine.provide({ actors: { resend: resendVerificationActor(api, email) } })
  })
  const { snapshot, send } = useLazyMachine(load)
  const sending = snapshot?.matches('sending') ?? false
  const message = snapshot?.matches({ coolingDown: 'sent' })
    ? 'account.confirm_email.resend.ok'
    : snapshot?.matches({ coolingDown: 'alreadySent' })
      ? 'account.confirm_email.resend.already_sent'
      : null
  return (
    <AccountBlock id="account-verify-title" title={t('account.confirm_email.title')} className="account-block--notice">
      <p>{t('account.confirm_email.text', { email })}</p>
      <button type="button" className="button button--outline" aria-disabled={sending} onClick={() => send({ type: 'resend' })}>
        {t(sending ? 'account.profile.sending' : 'account.confirm_email.resend.button')}
      </button>
      <div className="account-form__status" role="status">
        {message ? <p className="account-form__success">{t(message)}</p> : null}
      </div>
      {snapshot?.matches('failed') ? (
        <p className="form-panel form-panel--error" role="alert">
          {t('account.confirm_email.resend.error')}
        </p>
      ) : null}
    </AccountBlock>
  )
}
