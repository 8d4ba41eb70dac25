/**
 * The account's address (API-09, AUTH-14, PROFILE-07, PROFILE-08, BE-17, OQ-05, OQ-50): the verification link and
 * its resending, and the change of address, which takes the current password, mails a link to the new address and
 * switches only when that link is opened (the same verify-email endpoint), telling the old address. Requests answer
 * 202 alike whatever the address's state. Opening a link proves the address (issue 39.2, worker/auth/address-proof.ts)
 * and signs in the browser that opened it (issue 40.4).
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { EMAIL_RULES } from '../../src/model/account-validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { EmailChangeBody, EmailProven, ResendEmailBody, VerifyEmailBody } from '../../src/model/entities/users'
import { validateForm } from '../../src/model/validation'
import { limitAccount } from '../auth/account-limits'
import { accountLink } from '../auth/account-links'
import { addressProofStatements } from '../auth/address-proof'
import { toClientUser, type ClientUserRow } from '../auth/client-user'
import { sendMailedToken } from '../auth/mailed-token'
import { requireCurrentPassword } from '../auth/current-password'
import { currentSession, startSession } from '../auth/sessions'
import { signInMethods } from '../auth/sign-in-methods'
import { requireSession } from '../auth/signed-in'
import { userByEmail, userById } from '../auth/user-rows'
import { dropTokensStatement, spendToken, type SpentToken } from '../auth/user-tokens'
import { enqueueStatement } from '../db/outbox'
import type { AppEnv } from '../env'
import { accountMail } from '../mail/account-mails'
import { kickOutbox } from '../mail/kick'
import type { Context } from 'hono'
import { accountEmail } from './client-users-input'
import { privateAnswer } from '../lib/private-answer'
import { requestLanguage } from './request-language'
import { route } from '../lib/route'
import { tokenHash } from '../lib/token-hash'
import { badFields, rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

const INVALID_LINK = { key: ['api.errors.invalid_link'] }

function emailTaken(): Error {
  return badFields({ key: ['api.errors.email_taken'] }, 'The new address has an account of its own meanwhile')
}

/**
 * OQ-05: the confirmed change of address, which proves the new one (issue 39.2); the old address is told in the same
 * batch (issue 39.6), and a reset link mailed to it no longer opens the account.
 */
async function changeEmail(c: Context<AppEnv>, spent: SpentToken, hash: string, proof: Parameters<typeof addressProofStatements>[1]): Promise<void> {
  const db = c.env.DB
  const [user, taken] = await Promise.all([userById(db, spent.user_id), userByEmail(db, spent.new_email ?? '')])
  if (!user || !spent.new_email) throw badFields(INVALID_LINK, 'The link is wrong, used or expired')
  if (taken) throw emailTaken()
  const kept: ClientUserRow = proof.keepSessionHash || user.email_verified_at ? user : { ...user, google_account_id: null, facebook_account_id: null }
  const notice = await accountMail({
    kind: 'email_changed',
    recipient: user.email,
    language: user.language,
    cause: hash,
    link: accountLink(c, user.language, 'login'),
    methods: signInMethods(kept),
    newEmail: spent.new_email,
  })
  const changed = `EXISTS (SELECT 1 FROM client_users WHERE id = ${Number(user.id)} AND email = ?12)`
  const results = await db.batch([
    ...addressProofStatements(db, proof),
    db
      .prepare(
        `UPDATE client_users SET email = ?2, email_verified_at = ?3, updated = ?3
         WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM client_users other WHERE other.email = ?2) RETURNING id`,
      )
      .bind(spent.user_id, spent.new_email, proof.now),
    dropTokensStatement(db, spent.user_id, 'reset_password'),
    enqueueStatement(db, notice, Date.now(), { sql: changed, value: spent.new_email }),
  ])
  if (results[results.length - 3]!.results.length === 0) throw emailTaken()
  kickOutbox(c)
}

/** Starts the browser's new session of the proven account (after `before`, in its batch) and answers it. */
async function signedInBy(c: Context<AppEnv>, userId: number, detail: EmailProven['detail'], before: D1PreparedStatement[] = []): Promise<EmailProven> {
  const key = await startSession(c, userId, before)
  const user = await userById(c.env.DB, userId)
  if (!user) throw badFields(INVALID_LINK, 'The account is gone')
  return { detail, key, user: toClientUser(user) }
}

export const clientUserEmailRoutes = {
  resendVerification: route(ENDPOINTS.resendVerification, { query: validateQuery, body: typia.createValidateEquals<ResendEmailBody>() }, async (c, { query, body }) => {
    const email = accountEmail(body.email)
    rejectFormErrors(validateForm({ email }, EMAIL_RULES))
    await limitAccount(c, 'resendVerification', email)
    const user = await userByEmail(c.env.DB, email)
    await sendMailedToken(c, {
      purpose: 'verify_email',
      recipient: email,
      language: requestLanguage(c, query),
      query: 'verify_email&key={token}',
      methods: signInMethods(user),
      otherwise: user ? { kind: 'already_verified', methods: signInMethods(user) } : { kind: 'no_account' },
      userSql: 'email = ?6 AND email_verified_at IS NULL',
      userValues: [email],
    })
    return { detail: 'verification_sent' }
  }),

  verifyEmail: route(
    ENDPOINTS.verifyEmail,
    { query: validateQuery, body: typia.createValidateEquals<VerifyEmailBody>() },
    async (c, { body }) => {
      const now = Date.now()
      const hash = await tokenHash(body.key)
      const spent = await spendToken(c.env.DB, hash, ['verify_email', 'change_email'], now)
      if (!spent) throw badFields(INVALID_LINK, 'The link is wrong, used or expired')
      const verifiedAt = new Date(now).toISOString()
      const carried = await currentSession(c)
      const proof = { userId: spent.user_id, now: verifiedAt, ...(carried?.user.id === spent.user_id ? { keepSessionHash: carried.tokenHash } : {}) }
      // Issue 40.4 (AUTH-08): the browser that opened the link is signed in by a new session, after the proof ended the others.
      if (spent.purpose === 'verify_email') {
        const verified = c.env.DB.prepare('UPDATE client_users SET email_verified_at = COALESCE(email_verified_at, ?2) WHERE id = ?1').bind(spent.user_id, verifiedAt)
        return signedInBy(c, spent.user_id, 'email_verified', [...addressProofStatements(c.env.DB, proof), verified])
      }
      await changeEmail(c, spent, hash, proof)
      return signedInBy(c, spent.user_id, 'email_changed')
    },
    [privateAnswer],
  ),

  requestEmailChange: route(ENDPOINTS.requestEmailChange, { query: validateQuery, body: typia.createValidateEquals<EmailChangeBody>() }, async (c, { query, body }) => {
    const newEmail = accountEmail(body.new_email)
    const errors = validateForm({ email: newEmail }, EMAIL_RULES)
    if (errors.email) throw badFields({ new_email: [errors.email] })
    const { user } = await requireSession(c)
    if (newEmail === user.email) throw badFields({ new_email: ['api.errors.same_email'] })
    await limitAccount(c, 'emailChange', user.email)
    await requireCurrentPassword(c, user, body.password, 'password')
    // An address with an account of its own gets no link; the answer is the same.
    await sendMailedToken(c, {
      purpose: 'change_email',
      recipient: newEmail,
      language: requestLanguage(c, query),
      query: 'verify_email&key={token}',
      newEmail,
      methods: signInMethods(user),
      userSql: 'id = ?6 AND NOT EXISTS (SELECT 1 FROM client_users other WHERE other.email = ?7)',
      userValues: [user.id, newEmail],
    })
    return { detail: 'confirmation_sent' }
  }),
}
