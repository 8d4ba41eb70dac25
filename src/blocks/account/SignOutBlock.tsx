import { useT } from '../../i18n/intl'
import { AccountBlock } from './AccountBlock'

/** PROFILE-10, AUTH-17: signing out ends the session on the server and sends the visitor home. */
export function SignOutBlock({ onSignOut }: { onSignOut: () => void }) {
  const t = useT()
  return (
    <AccountBlock id="account-sign-out-title" title={t('account.sign_out.title')}>
      <p>{t('account.sign_out.text')}</p>
      <button type="button" className="button button--outline" onClick={onSignOut}>
        {t('account.sign_out.button')}
      </button>
    </AccountBlock>
  )
}
