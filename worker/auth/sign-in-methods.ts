/** The ways an account signs in, as the account mails list them (issue 39.2): a password, Google, Facebook. */
import type { ClientUserRow } from './client-user'

export type SignInMethod = 'password' | 'google' | 'facebook'

export function signInMethods(user: Pick<ClientUserRow, 'password_hash' | 'google_account_id' | 'facebook_account_id'> | null): SignInMethod[] {
  if (!user) return []
  return [
    ...(user.password_hash !== null ? (['password'] as const) : []),
    ...(user.google_account_id !== null ? (['google'] as const) : []),
    ...(user.facebook_account_id !== null ? (['facebook'] as const) : []),
  ]
}
