import type { OAuthResult } from './oauth'
import type { ToastKind } from './toasts'

/** What the auth modal's message mode shows (MODAL-03): a title and a text (message keys), maybe a way to sign in. */
export interface AuthMessage {
  title: string
  text: string
  /** OQ-33: "already registered" offers to sign in. */
  offersLogin?: boolean
}

/** MODAL-03: the messages of the auth flows. */
export const AUTH_MESSAGES = {
  registered: { title: 'auth.register.success_title', text: 'auth.register.success' },
  // OQ-33: the same for a known and an unknown address.
  restoreRequested: { title: 'auth.restore.success_title', text: 'auth.restore.success' },
  passwordReset: { title: 'auth.reset.success_title', text: 'auth.reset.success' },
  emailVerified: { title: 'auth.verify_email.success_title', text: 'auth.verify_email.success' },
  emailNotVerified: { title: 'auth.verify_email.error_title', text: 'auth.verify_email.error', offersLogin: true },
  // Issue 39.5: the same for any address; a link that fails offers the login form.
  signInLinkSent: { title: 'auth.sign_in_link.success_title', text: 'auth.sign_in_link.success' },
  signedInByLink: { title: 'auth.sign_in_link.signed_in_title', text: 'auth.sign_in_link.signed_in' },
  signInLinkInvalid: { title: 'auth.sign_in_link.error_title', text: 'auth.sign_in_link.error', offersLogin: true },
  alreadyRegistered: { title: 'auth.oauth.already_registered_title', text: 'auth.oauth.already_registered', offersLogin: true },
} as const satisfies Record<string, AuthMessage>

/** How a social sign-in's result shows: the login form with a warning, a message, or a toast (a message key). */
export type OAuthOutcome =
  | { show: 'login'; notice: string }
  | { show: 'message'; message: AuthMessage }
  | { show: 'toast'; kind: ToastKind; text: string }

/** OAUTH-06, OAUTH-07, OAUTH-10, OQ-33, OQ-39. */
export const OAUTH_OUTCOMES: Record<OAuthResult, OAuthOutcome> = {
  signed_in: { show: 'toast', kind: 'success', text: 'auth.oauth.signed_in' },
  registered: { show: 'toast', kind: 'success', text: 'auth.oauth.registered' },
  google_connected: { show: 'toast', kind: 'success', text: 'auth.oauth.google_connected' },
  facebook_connected: { show: 'toast', kind: 'success', text: 'auth.oauth.facebook_connected' },
  account_not_found: { show: 'login', notice: 'auth.login.errors.account_not_found' },
  already_registered: { show: 'message', message: AUTH_MESSAGES.alreadyRegistered },
  rejected: { show: 'toast', kind: 'error', text: 'auth.oauth.rejected' },
  failed: { show: 'toast', kind: 'error', text: 'errors.internal_short' },
}
