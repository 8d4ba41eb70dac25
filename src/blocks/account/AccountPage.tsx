import { useRouteContext } from '@tanstack/react-router'
import { useLocalizedPath } from '../../components/layout/use-language'
import { useSession, useViewer } from '../../components/session/session-context'
import { useT } from '../../i18n/intl'
import { ACCOUNT_PATH } from '../../model/account-path'
import { EmailChangeForm } from './EmailChangeForm'
import type { AccountData } from './load-account'
import { MyOrders } from './MyOrders'
import { PasswordForm } from './PasswordForm'
import { PersonalDataForm } from './PersonalDataForm'
import { SignedInDevices } from './SignedInDevices'
import { SignOutBlock } from './SignOutBlock'
import { SocialAccounts } from './SocialAccounts'
import { VerificationNotice } from './VerificationNotice'

/**
 * The profile (PROFILE-01…10, OAUTH-08…10, OQ-05, OQ-50): personal data, the e-mail's confirmation and change, the
 * password, social accounts, the orders, the signed-in devices (issue 39.6) and signing out. The user is the
 * session's, so a save shows at once here and in the header.
 */
export function AccountPage({ data }: { data: AccountData }) {
  const t = useT()
  const localize = useLocalizedPath()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const user = useViewer()
  const { userUpdated, signOut } = useSession()
  if (!user) return null
  return (
    <div className="account-page container container--account">
      <h1 className="account-page__title">{t('account.title')}</h1>
      <div className="account-page__grid">
        <div className="account-page__column">
          <PersonalDataForm user={user} api={api} onSaved={userUpdated} />
          {user.email_verified ? null : <VerificationNotice api={api} email={user.email} />}
          <EmailChangeForm api={api} hasPassword={user.has_password} />
          <PasswordForm api={api} hasPassword={user.has_password} onChanged={userUpdated} />
        </div>
        <div className="account-page__column">
          <MyOrders orders={data.orders} />
          <SocialAccounts api={api} user={user} providers={data.providers} returnPath={localize(ACCOUNT_PATH)} onUserUpdated={userUpdated} />
          {data.sessions ? <SignedInDevices api={api} rows={data.sessions} /> : null}
          <SignOutBlock onSignOut={signOut} />
        </div>
      </div>
    </div>
  )
}
