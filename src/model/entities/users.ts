/**
 * Contract of accounts (issue 28; API-03…10, AUTH-*, PROFILE-*, OAUTH-*, OQ-05, OQ-30, OQ-33, OQ-53): what the
 * `client_users/*` endpoints take and answer. The browser's session is an HttpOnly cookie; `key` is for API clients
 * (`Authorization: Token <key>`, API-01).
 */

/** GET client_users/me, and every answer that changes the user. */
export interface ClientUser {
  id: number
  email: string
  first_name: string
  last_name: string
  middle_name: string
  /** OQ-30: the one phone field, E.164 or empty. */
  phone: string
  email_verified: boolean
  /** False for an account made through Google or Facebook that never set a password. */
  has_password: boolean
  google_account_id: string | null
  facebook_account_id: string | null
}

/** 200 of login and registration (plain and social): the session's token for API clients, and the user. */
export interface SignedIn {
  key: string
  user: ClientUser
}

/** POST client_users/login (API-03). */
export interface LoginBody {
  email: string
  password: string
}

/** POST client_users/registration (API-04; OQ-30: no fake phone, the phone is optional). */
export interface RegistrationBody {
  first_name: string
  last_name: string
  email: string
  password: string
  phone?: string
}

/** POST client_users/{login,registration,connect}-social/{google,facebook} (API-05, API-10). */
export interface SocialCodeBody {
  code: string
  redirect_uri: string
  /** The `state` the provider returned, checked against the cookie set when the sign-in started (OQ-39). */
  state: string
}

/** PUT client_users/me (API-07, PROFILE-02). */
export interface ProfileUpdateBody {
  first_name: string
  last_name: string
  middle_name?: string
  phone?: string
}

/** POST client_users/password/change (API-08, PROFILE-04; a user with a password also gives the current one). */
export interface PasswordChangeBody {
  new_password1: string
  new_password2: string
  old_password?: string
}

/** POST client_users/password/reset (API-06). */
export interface PasswordResetBody {
  email: string
}

/** POST client_users/password/reset/confirm (API-06, AUTH-12). */
export interface PasswordResetConfirmBody {
  new_password: string
  token: string
  uid: string
}

/** POST client_users/email/change (OQ-05): the new address gets a link; the e-mail changes when it is opened. */
export interface EmailChangeBody {
  new_email: string
  password: string
}

/** POST client_users/resend-email (API-09, PROFILE-08). */
export interface ResendEmailBody {
  email: string
}

/** POST client_users/verify-email (API-09, AUTH-14); the same link confirms an e-mail change. */
export interface VerifyEmailBody {
  key: string
}

/** 200 of verify-email (issue 40.4, AUTH-08): the address is proven and the browser that opened the link signed in. */
export interface EmailProven extends SignedIn {
  detail: 'email_verified' | 'email_changed'
}

/** POST client_users/login/link (issue 39.5): a single-use sign-in link to the address; 202 alike for any address. */
export interface SignInLinkBody {
  email: string
}

/** POST client_users/login/link/confirm: the mailed link's token; signs in even while password guesses are throttled. */
export interface SignInLinkConfirmBody {
  token: string
}

/** One signed-in browser or API client of the user (issue 39.6, ASVS V7): what its user agent says, and when. */
export interface AccountSession {
  /** Names the session for ending it; not its token. */
  id: string
  /** "Chrome", "Safari"…; null when the user agent does not say. */
  browser: string | null
  /** "Windows", "iOS"…; null when the user agent does not say. */
  os: string | null
  /** ISO 8601. */
  signed_in_at: string
  last_seen_at: string
  /** The session of this request. */
  current: boolean
}

/** GET client_users/me/sessions, and what ending sessions answers: this one first, then the most recently used. */
export interface AccountSessions {
  rows: AccountSession[]
}

/** An answer that only says it was done (reset requested, verification sent, signed out). */
export interface Done {
  detail: string
}

/** POST orders/find (issue 44): mails the address the links of its orders of the last year; 202 alike for any address. */
export interface FindOrdersBody {
  email: string
}

/** One order of the signed-in user on the profile (issue 28 §4): any of the three kinds. */
export interface AccountOrder {
  kind: 'events' | 'products' | 'online_courses'
  uuid: string
  number: string
  title: string
  created: string
  /** Minor units of `currency`. */
  amount: number
  currency: string
  paid: boolean
  /** The order's payment page on this site (/payment/{kind}/{uuid}…). */
  payment_path: string
  /** Issue 44: a paid event order's ticket page (under the language's prefix). */
  ticket_path?: string
}
