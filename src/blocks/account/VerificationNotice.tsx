import { useState } from 'react'
import type { ApiClient } from '../../api/client'
import { useModal } from '../../components/modal/modal-context'
import { useLazyMachine } from '../../components/use-lazy-machine'
import { useT } from '../../i18n/intl'
import { AccountBlock } from './AccountBlock'

/**
 * PROFILE-08, PROFILE-09, OQ-50: while the e-mail is not confirmed, a resend button; its result in a modal (sent, or the
 * error), and after one mail, clicks say "already sent, check your inbox and spam" for the cooldown, without a call.
 */
export function VerificationNotice({ api, email }: { api: ApiClient; email: string }) {
  const t = useT()
  const modal = useModal()
  const [load] = useState(() => async () => {
    const [{ profileResendMachine }, { resendVerificationActor }] = await Promise.all([
      import('../../../machines/profile-resend.machine'),
      import('./profile-senders'),
    ])
    const tell = (key: string) => () => modal.open('info', { title: t('account.confirm_email.title'), subtitle: t(key) }, 'mini')
    return profileResendMachine.provide({
      actors: { resend: resendVerificationActor(api, email) },
      actions: {
        onSent: tell('account.confirm_email.resend.ok'),
        onAlreadySent: tell('account.confirm_email.resend.already_sent'),
        onFailure: tell('account.confirm_email.resend.error'),
      },
    })
  })
  const { snapshot, send } = useLazyMachine(load)
  const sending = snapshot?.matches('sending') ?? false
  return (
    <AccountBlock id="account-verify-title" title={t('account.confirm_email.title')} className="account-block--notice">
      <p>{t('account.confirm_email.text', { email })}</p>
      <button type="button" className="button button--outline" aria-disabled={sending} onClick={() => send({ type: 'resend' })}>
        {t(sending ? 'account.profile.sending' : 'account.confirm_email.resend.button')}
      </button>
    </AccountBlock>
  )
}
