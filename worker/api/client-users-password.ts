/**
 * Passwords (API-06, API-08, AUTH-10…13, PROFILE-04, PROFILE-05, OQ-03, OQ-33, ASVS V6/V7): a change ends every other
 * session and rotates this one; a reset request answers 202 alike for any address and mails a single-use link that
 * lives an hour; confirming it sets the password, ends every session of the account and, when the address had not
 * been proven, every Google or Facebook link (issue 39.2).
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { EMAIL_RULES, password } from '../../src/model/account-validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { PasswordChangeBody, PasswordResetBody, PasswordResetConfirmBody } from '../../src/model/entities/users'
import { validateForm } from '../../src/model/validation'
import { limitAccount } from '../auth/account-limits'
import { addressProofStatements } from '../auth/address-proof'
import { toClientUser } from '../auth/client-user'
import { requireCurrentPassword } from '../auth/current-password'
import { sendMailedToken } from '../auth/mailed-token'
import { hashPassword } from '../auth/passwords'
import { authPepper } from '../auth/pepper'
import { endOtherSessionsStatement, startSession } from '../auth/sessions'
import { signInMethods } from '../auth/sign-in-methods'
import { requireSession } from '../auth/signed-in'
import { dropAddressLinksStatement, dropTokensStatement, spendToken } from '../auth/user-tokens'
import { setPasswordStatement, userByEmail } from '../auth/user-rows'
import { accountEmail } from './client-users-input'
import { privateAnswer } from '../lib/private-answer'
import { requestLanguage } from './request-language'
import { route } from '../lib/route'
import { tokenHash } from '../lib/token-hash'
import { badFields, rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

/** The new password's rule error on `field`, as a 400. */
function checkNewPassword(value: string, field: string): void {
  const error = password(value)
  if (error) throw badFields({ [field]: [error] })
}

export const clientUserPasswordRoutes = {
  changePassword: route(
    ENDPOINTS.changePassword,
    { query: validateQuery, body: typia.createValidateEquals<PasswordChangeBody>() },
    async (c, { body }) => {
      checkNewPassword(body.new_password1, 'new_password1')
      if (body.new_password2 !== body.new_password1) throw badFields({ new_password2: ['forms.errors.passwords_mismatch'] })
      const session = await requireSession(c)
      // An account made through Google or Facebook sets its first password without one.
      if (session.user.password_hash !== null) await requireCurrentPassword(c, session.user, body.old_password, 'old_password')
      const now = new Date().toISOString()
      await c.env.DB.batch([
        setPasswordStatement(c.env.DB, session.user.id, await hashPassword(body.new_password1, authPepper(c)), now),
        endOtherSessionsStatement(c.env.DB, session.user.id, session.tokenHash),
        dropTokensStatement(c.env.DB, session.user.id, 'reset_password'),
        // A first password is a new sign-in method, which the mailed address links did not list (issue 39.2).
        ...(session.user.password_hash === null ? [dropAddressLinksStatement(c.env.DB, session.user.id)] : []),
      ])
      const key = await startSession(c, session.user.id)
      return { key, user: { ...toClientUser(session.user), has_password: true } }
    },
    [privateAnswer],
  ),

  requestPasswordReset: route(
    ENDPOINTS.requestPasswordReset,
    { query: validateQuery, body: typia.createValidateEquals<PasswordResetBody>() },
    async (c, { query, body }) => {
      const email = accountEmail(body.email)
      rejectFormErrors(validateForm({ email }, EMAIL_RULES))
      await limitAccount(c, 'passwordReset', email)
      const user = await userByEmail(c.env.DB, email)
      await sendMailedToken(c, {
        purpose: 'reset_password',
        recipient: email,
        language: requestLanguage(c, query),
        query: `reset_password&token={token}&uid=${user?.id ?? 0}`,
        methods: signInMethods(user),
        otherwise: { kind: 'no_account' },
        userSql: 'email = ?6',
        userValues: [email],
      })
      return { detail: 'reset_sent' }
    },
  ),

  confirmPasswordReset: route(
    ENDPOINTS.confirmPasswordReset,
    { query: validateQuery, body: typia.createValidateEquals<PasswordResetConfirmBody>() },
    async (c, { body }) => {
      checkNewPassword(body.new_password, 'new_password')
      const uid = /^[1-9]\d{0,15}$/.test(body.uid) ? Number(body.uid) : 0
      const now = Date.now()
      const spent = uid === 0 ? null : await spendToken(c.env.DB, await tokenHash(body.token), ['reset_password'], now, uid)
      if (!spent) throw badFields({ token: ['api.errors.invalid_link'] }, 'The link is wrong, used or expired')
      const at = new Date(now).toISOString()
      await c.env.DB.batch([
        // The link came through the mailbox: the address is the user's, and only what it proves stays (issue 39.2).
        ...addressProofStatements(c.env.DB, { userId: spent.user_id, now: at }),
        setPasswordStatement(c.env.DB, spent.user_id, await hashPassword(body.new_password, authPepper(c)), at),
        c.env.DB.prepare('UPDATE client_users SET email_verified_at = COALESCE(email_verified_at, ?2) WHERE id = ?1').bind(spent.user_id, at),
        dropTokensStatement(c.env.DB, spent.user_id, 'reset_password'),
      ])
      return { detail: 'password_reset' }
    },
  ),
}
