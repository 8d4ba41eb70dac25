/**
 * BE-18: what a verified Google or Facebook account does. Sign-in finds the account linked to it and nothing else:
 * a provider's address never signs into an account by itself (an unverified one would take it over; even Google's
 * verified ones stay out, so that linking is always the owner's act, from the profile). Registration makes an account
 * without password unless the provider account or the address has one (OQ-33: "already registered"); an address
 * the provider did not verify gets the verification mail.
 */
import type { Context } from 'hono'
import type { Language } from '../../../src/model/languages'
import type { OAuthProvider } from '../../../src/model/oauth'
import type { AppEnv } from '../../env'
import { limitUser } from '../account-limits'
import type { ClientUserRow } from '../client-user'
import { sendMailedToken } from '../mailed-token'
import { currentSession, startSession } from '../sessions'
import { signInMethods } from '../sign-in-methods'
import { userById } from '../user-rows'
import { dropAddressLinksStatement } from '../user-tokens'
import type { OAuthFlow } from './flow-cookie'
import type { SocialProfile } from './social-profile'
import { insertSocialUser, linkSocialAccount, unlinkSocialAccount, userBySocialId } from './social-user-rows'

export type SocialRefusal = 'account_not_found' | 'already_registered' | 'email_missing' | 'linked_elsewhere' | 'not_signed_in'

export type FlowOutcome =
  | { kind: 'signed_in' | 'registered'; user: ClientUserRow; key: string }
  | { kind: 'connected'; user: ClientUserRow }
  | { kind: 'refused'; reason: SocialRefusal }

function now(): string {
  return new Date().toISOString()
}

async function signIn(c: Context<AppEnv>, provider: OAuthProvider, profile: SocialProfile): Promise<FlowOutcome> {
  const user = await userBySocialId(c.env.DB, provider, profile.id)
  if (!user) return { kind: 'refused', reason: 'account_not_found' }
  return { kind: 'signed_in', user, key: await startSession(c, user.id) }
}

async function register(c: Context<AppEnv>, flow: OAuthFlow, profile: SocialProfile): Promise<FlowOutcome> {
  const { email } = profile
  if (email === null) return { kind: 'refused', reason: 'email_missing' }
  const user = await insertSocialUser(c.env.DB, flow.provider, { ...profile, email }, flow.language, now())
  if (!user) return { kind: 'refused', reason: 'already_registered' }
  if (user.email_verified_at === null) await sendVerification(c, user, flow.language)
  return { kind: 'registered', user, key: await startSession(c, user.id) }
}

/** An address the provider has not verified (Facebook's, always) gets the link e-mail registration mails. */
function sendVerification(c: Context<AppEnv>, user: ClientUserRow, language: Language): Promise<void> {
  return sendMailedToken(c, {
    purpose: 'verify_email',
    recipient: user.email,
    language,
    query: 'verify_email&key={token}',
    methods: signInMethods(user),
    userSql: 'id = ?6 AND email_verified_at IS NULL',
    userValues: [user.id],
  })
}

/** Connect: only the user who started it, still signed in and within the user's limit, and only a provider account nobody else has. */
async function connect(c: Context<AppEnv>, flow: OAuthFlow, profile: SocialProfile): Promise<FlowOutcome> {
  const session = await currentSession(c)
  if (!session || session.user.id !== flow.userId) return { kind: 'refused', reason: 'not_signed_in' }
  await limitUser(c, 'socialLinks', session.user.id)
  const user = await linkSocialAccount(c.env.DB, flow.provider, session.user.id, profile.id, now())
  if (!user) return { kind: 'refused', reason: 'linked_elsewhere' }
  await dropAddressLinksStatement(c.env.DB, user.id).run()
  return { kind: 'connected', user }
}

/** Does what the flow was started for with the provider account the code stood for. */
export function finishFlow(c: Context<AppEnv>, flow: OAuthFlow, profile: SocialProfile): Promise<FlowOutcome> {
  if (flow.purpose === 'login') return signIn(c, flow.provider, profile)
  if (flow.purpose === 'register') return register(c, flow, profile)
  return connect(c, flow, profile)
}

export type DisconnectRefusal = 'not_connected' | 'last_sign_in_method'

/** OAUTH-09, BE-18: unlinks the provider unless it is the user's last way to sign in (or is not linked, any more). */
export async function disconnect(db: D1Database, provider: OAuthProvider, userId: number): Promise<ClientUserRow | DisconnectRefusal> {
  const updated = await unlinkSocialAccount(db, provider, userId, now())
  if (updated) return updated
  const user = await userById(db, userId)
  const linked = provider === 'google' ? user?.google_account_id : user?.facebook_account_id
  return linked ? 'last_sign_in_method' : 'not_connected'
}
