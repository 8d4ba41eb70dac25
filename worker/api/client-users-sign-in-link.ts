/**
 * Mailed sign-in links (issue 39.5): a way in for the owner while strangers' wrong passwords throttle the account.
 * A request answers 202 alike for any address and is limited per sender and per address; only a verified account
 * gets a link (an unverified one resets its password instead, which cuts out whoever registered the address first).
 * The link lives 15 minutes, works once, and signs in without the password limits.
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { EMAIL_RULES } from '../../src/model/account-validation'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { SignInLinkBody, SignInLinkConfirmBody } from '../../src/model/entities/users'
import { validateForm } from '../../src/model/validation'
import { limitAccount } from '../auth/account-limits'
import { toClientUser } from '../auth/client-user'
import { sendMailedToken } from '../auth/mailed-token'
import { startSession } from '../auth/sessions'
import { signInMethods } from '../auth/sign-in-methods'
import { dropTokensStatement, spendToken } from '../auth/user-tokens'
import { userByEmail, userById } from '../auth/user-rows'
import { accountEmail } from './client-users-input'
import { privateAnswer } from '../lib/private-answer'
import { requestLanguage } from './request-language'
import { route } from '../lib/route'
import { tokenHash } from '../lib/token-hash'
import { badFields, rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

export const clientUserSignInLinkRoutes = {
  requestSignInLink: route(
    ENDPOINTS.requestSignInLink,
    { query: validateQuery, body: typia.createValidateEquals<SignInLinkBody>() },
    async (c, { query, body }) => {
      const email = accountEmail(body.email)
      rejectFormErrors(validateForm({ email }, EMAIL_RULES))
      await limitAccount(c, 'signInLink', email)
      await sendMailedToken(c, {
        purpose: 'sign_in',
        recipient: email,
        language: requestLanguage(c, query),
        query: 'sign_in_link&token={token}',
        methods: signInMethods(await userByEmail(c.env.DB, email)),
        userSql: 'email = ?6 AND email_verified_at IS NOT NULL',
        userValues: [email],
      })
      return { detail: 'sign_in_link_sent' }
    },
  ),

  confirmSignInLink: route(
    ENDPOINTS.confirmSignInLink,
    { query: validateQuery, body: typia.createValidateEquals<SignInLinkConfirmBody>() },
    async (c, { body }) => {
      const spent = await spendToken(c.env.DB, await tokenHash(body.token), ['sign_in'], Date.now())
      const user = spent ? await userById(c.env.DB, spent.user_id) : null
      if (!spent || !user) throw badFields({ token: ['api.errors.invalid_link'] }, 'The link is wrong, used or expired')
      // The other links of the account mailed meanwhile open nothing more.
      await dropTokensStatement(c.env.DB, user.id, 'sign_in').run()
      return { key: await startSession(c, user.id), user: toClientUser(user) }
    },
    [privateAnswer],
  ),
}
