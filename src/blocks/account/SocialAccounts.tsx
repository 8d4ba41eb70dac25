import { useState } from 'react'
import type { ApiClient } from '../../api/client'
import { useToast } from '../../components/app-providers'
import { ConfirmDialog } from '../../components/modal/ConfirmDialog'
import { useLanguage } from '../../components/layout/use-language'
import { useLazyMachine } from '../../components/use-lazy-machine'
import { useT } from '../../i18n/intl'
import type { ClientUser } from '../../model/entities/users'
import type { OAuthProvider } from '../../model/oauth'
import { oauthStartHref } from '../../model/oauth-start'
import { connectedAccountId, socialActionLabel } from '../../model/social-accounts'
import { AccountBlock } from './AccountBlock'

export interface SocialAccountsProps {
  api: ApiClient
  user: ClientUser
  /** The providers this site is configured for. */
  providers: readonly OAuthProvider[]
  /** The page's own path (with its language prefix), where the provider sends the visitor back. */
  returnPath: string
  /** The user after a disconnect, for the session. */
  onUserUpdated: (user: ClientUser) => void
}

/**
 * OAUTH-08…10: each configured provider connected or not; connect goes to the provider, disconnect asks first;
 * both say they are in progress; a disconnect ends with a toast (success, the last sign-in method, or an error).
 */
export function SocialAccounts({ api, user, providers, returnPath, onUserUpdated }: SocialAccountsProps) {
  const t = useT()
  const toast = useToast()
  const language = useLanguage()
  const [load] = useState(() => async () => {
    const [{ profileSocialMachine }, { disconnectActor }] = await Promise.all([
      import('../../../machines/profile-social.machine'),
      import('./profile-senders'),
    ])
    return profileSocialMachine.provide({
      actors: { disconnect: disconnectActor(api) },
      actions: {
        goToProvider: ({ context }) => {
          if (context.provider) window.location.assign(oauthStartHref(context.provider, 'connect', language, returnPath))
        },
        onDisconnected: ({ context }) => {
          if (context.user) onUserUpdated(context.user)
          toast('success', t(`account.profile.oauth.${context.provider}_disconnected`))
        },
        onLastMethod: () => toast('error', t('account.profile.oauth.last_method')),
        onFailure: () => toast('error', t('errors.internal_short')),
      },
    })
  })
  const { snapshot, send } = useLazyMachine(load)
  const busy = (state: 'connecting' | 'disconnecting', provider: OAuthProvider) =>
    (snapshot?.matches(state) ?? false) && snapshot?.context.provider === provider
  if (providers.length === 0) return null
  const confirming = snapshot?.matches('confirming') ?? false
  return (
    <AccountBlock id="account-social-title" title={t('account.profile.oauth.title')}>
      <ul className="account-social">
        {providers.map((provider) => {
          const connected = connectedAccountId(user, provider) !== null
          const name = t(`account.profile.oauth.${provider}`)
          const inProgress = busy('connecting', provider) || busy('disconnecting', provider)
          return (
            <li key={provider} className="account-social__row">
              <span className="account-social__name" id={`account-social-${provider}`}>
                {name}
              </span>
              <span className={`account-social__state${connected ? ' account-social__state--on' : ''}`}>
                {t(connected ? 'account.profile.oauth.connected' : 'account.profile.oauth.not_connected')}
              </span>
              <button
                type="button"
                className="button button--outline account-social__action"
                aria-disabled={inProgress}
                aria-describedby={`account-social-${provider}`}
                onClick={() => send({ type: connected ? 'disconnect' : 'connect', provider })}
              >
                {t(socialActionLabel(connected, inProgress))}
              </button>
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={confirming}
        question={t('account.profile.oauth.confirm_disconnect', { name: t(`account.profile.oauth.${snapshot?.context.provider ?? 'google'}`) })}
        confirmLabel={t('account.profile.oauth.disconnect')}
        cancelLabel={t('account.profile.oauth.cancel')}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AccountBlock>
  )
}
