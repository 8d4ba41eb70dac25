import type { ClientUser } from './entities/users'
import type { OAuthProvider } from './oauth'

/** The profile's social accounts block (OAUTH-08…10) as pure rules. */

/** OAUTH-08: the provider's account id when connected, else null. */
export function connectedAccountId(user: Pick<ClientUser, 'google_account_id' | 'facebook_account_id'>, provider: OAuthProvider) {
  return (provider === 'google' ? user.google_account_id : user.facebook_account_id) || null
}

/** OAUTH-10: the message key of a provider's button: connect or disconnect, or that it is under way. */
export function socialActionLabel(connected: boolean, inProgress: boolean): string {
  if (inProgress) return connected ? 'account.profile.oauth.disconnecting' : 'account.profile.oauth.connecting'
  return connected ? 'account.profile.oauth.disconnect' : 'account.profile.oauth.connect'
}
