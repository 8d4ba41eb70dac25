/**
 * The account's address (API-09, AUTH-14, PROFILE-07, PROFILE-08, BE-17, OQ-05, OQ-50): the verification link and
 * its resending, and the change of address, which takes the current password, mails a link to the new address and
 * switches only when that link is opened (the same verify-email endpoint). Requests answer 202 alike whatever the
 * address's state.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { EMAIL_RULES } from '../../src/model/account-validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { EmailChangeBody, ResendEmailBody, VerifyEmailBody } from '../../src/model/entities/users'
import { validateForm } from '../../src/model/validation'
import { limitAccount } from '../auth/account-limits'
import { sendMailedToken } from '../auth/mailed-token'
import { requireCurrentPassword } from '../auth/current-password'
import { requireSession } from '../auth/signed-in'
import { dropTokensStatement, spendToken } from '../auth/user-tokens'
import { accountEmail } from './client-users-input'
import { requestLanguage } from './request-language'
import { route } from './route'
import { tokenHash } from './token-hash'
import { badFields, rejectFormErrors } from './visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

const INVALID_LINK = { key: ['api.errors.invalid_link'] }

export const clientUserEmailRoutes = {
  resendVerification: route(ENDPOINTS.resendVerification, { query: validateQuery, body: typia.createValidateEquals<ResendEmailBody>() }, async (c, { query, body }) => {
    const email = accountEmail(body.email)
    rejectFormErrors(validateForm({ email }, EMAIL_RULES))
    await limitAccount(c, 'resendVerification', email)
    await sendMailedToken(c, {
      purpose: 'verify_email',
      recipient: email,
      language: requestLanguage(c, query),
      query: 'verify_email&key={token}',
      userSql: 'email = ?6 AND email_verified_at IS NULL',
      userValues: [email],
    })
    return { detail: 'verification_sent' }
  }),

  verifyEmail: route(ENDPOINTS.verifyEmail, { query: validateQuery, body: typia.createValidateEquals<VerifyEmailBody>() }, async (c, { body }) => {
    const now = Date.now()
    const spent = await spendToken(c.env.DB, await tokenHash(body.key), ['verify_email', 'change_email'], now)
    if (!spent) throw badFields(INVALID_LINK, 'The link is wrong, used or expired')
    const verifiedAt = new Date(now).toISOString()
    if (spent.purpose === 'verify_email') {
      await c.env.DB.prepare('UPDATE client_users SET email_verified_at = COALESCE(email_verified_at, ?2) WHERE id = ?1').bind(spent.user_id, verifiedAt).run()
      return { detail: 'email_verified' }
    }
    const [changed] = await c.env.DB.batch([
      c.env.DB.prepare(
        `UPDATE client_users SET email = ?2, email_verified_at = ?3, updated = ?3
         WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM client_users other WHERE other.email = ?2) RETURNING id`,
      ).bind(spent.user_id, spent.new_email, verifiedAt),
      // A reset link mailed to the old address no longer opens the account.
      dropTokensStatement(c.env.DB, spent.user_id, 'reset_password'),
    ])
    if (changed!.results.length === 0) throw badFields({ key: ['api.errors.email_taken'] }, 'The new address has an account of its own meanwhile')
    return { detail: 'email_changed' }
  }),

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
      userSql: 'id = ?6 AND NOT EXISTS (SELECT 1 FROM client_users other WHERE other.email = ?7)',
      userValues: [user.id, newEmail],
    })
    return { detail: 'confirmation_sent' }
  }),
}
