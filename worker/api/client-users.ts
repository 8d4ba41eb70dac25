/**
 * Signing in and out, and registration (API-03, API-04, AUTH-02, AUTH-06…08, AUTH-17, BE-16, BE-27, OQ-03, OQ-30,
 * OQ-53). No answer tells whether an address has an account: login fails alike for an unknown address and a wrong
 * password (the same PBKDF2 work both ways), and registration always answers 202 "check your mail" (a new address
 * gets its verification link, a taken one a mail saying it has an account), with no session: opening the link signs
 * in (issue 40.4, client-users-email.ts).
 */
import typia from 'typia'
import type { CommonQuery } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import { EMAIL_RULES, REGISTRATION_RULES } from '../../src/model/account-validation'
import type { LoginBody, RegistrationBody } from '../../src/model/entities/users'
import { trimText, validateForm } from '../../src/model/validation'
import { accountHash, limitAccount, limitSignIn } from '../auth/account-limits'
import { accountLink } from '../auth/account-links'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { authPepper } from '../auth/pepper'
import { endSession, startSession } from '../auth/sessions'
import { toClientUser } from '../auth/client-user'
import { signInMethods } from '../auth/sign-in-methods'
import { mailedTokenStatements } from '../auth/mailed-token'
import { TOKEN_ISSUED } from '../auth/user-tokens'
import { insertUserStatement, setPasswordStatement, userByEmail } from '../auth/user-rows'
import { enqueueStatement } from '../db/outbox'
import { accountMail } from '../mail/account-mails'
import { kickOutbox } from '../mail/kick'
import { ApiError } from '../lib/errors'
import { requestLanguage } from './request-language'
import { route } from '../lib/route'
import { accountEmail, optionalPhone } from './client-users-input'
import { privateAnswer } from '../lib/private-answer'
import { rejectFormErrors } from '../lib/visitor-input'

const validateQuery = typia.http.createValidateQuery<CommonQuery>()

function invalidCredentials(): ApiError {
  return new ApiError(400, { code: 'invalid_credentials', message: 'The e-mail or the password is wrong' })
}

export const clientUserRoutes = {
  login: route(ENDPOINTS.login, { query: validateQuery, body: typia.createValidateEquals<LoginBody>() }, async (c, { body }) => {
    const email = accountEmail(body.email)
    rejectFormErrors(validateForm({ email }, EMAIL_RULES))
    await limitSignIn(c, email)
    const user = await userByEmail(c.env.DB, email)
    const pepper = authPepper(c)
    const check = await verifyPassword(body.password, user?.password_hash ?? null, pepper)
    if (!user || !check.matches) {
      console.warn('Sign-in failed for account', await accountHash(c, email))
      throw invalidCredentials()
    }
    if (check.needsRehash) await setPasswordStatement(c.env.DB, user.id, await hashPassword(body.password, pepper), new Date().toISOString()).run()
    return { key: await startSession(c, user.id), user: toClientUser(user) }
  }, [privateAnswer]),

  register: route(ENDPOINTS.register, { query: validateQuery, body: typia.createValidateEquals<RegistrationBody>() }, async (c, { query, body }) => {
    const values = { first_name: trimText(body.first_name), last_name: trimText(body.last_name), email: accountEmail(body.email), password: body.password }
    rejectFormErrors(validateForm(values, REGISTRATION_RULES))
    const phone = optionalPhone(body.phone)
    await limitAccount(c, 'registration', values.email)

    const language = requestLanguage(c, query)
    const now = Date.now()
    const passwordHash = await hashPassword(values.password, authPepper(c))
    // Only the row this request inserted carries this hash (its salt is new): a taken address gets no token.
    const verification = await mailedTokenStatements(
      c,
      {
        purpose: 'verify_email',
        recipient: values.email,
        language,
        query: 'verify_email&key={token}',
        methods: ['password'],
        userSql: 'email = ?6 AND password_hash = ?7',
        userValues: [values.email, passwordHash],
      },
      now,
    )
    // A taken address is told how its account signs in (issue 39.2): a method its owner did not set up shows.
    const taken = await userByEmail(c.env.DB, values.email)
    const signInHint = await accountMail({
      kind: 'already_registered',
      recipient: values.email,
      language,
      cause: verification.hash,
      link: accountLink(c, language, 'login'),
      methods: signInMethods(taken),
    })
    const db = c.env.DB
    await db.batch([
      insertUserStatement(db, { ...values, phone, password_hash: passwordHash, language }, new Date(now).toISOString()),
      ...verification.statements,
      enqueueStatement(db, signInHint, now, { sql: `NOT ${TOKEN_ISSUED}`, value: verification.hash }),
    ])
    kickOutbox(c)
    return { detail: 'verification_sent' }
  }),

  logout: route(ENDPOINTS.logout, { query: validateQuery }, async (c) => {
    await endSession(c)
    return { detail: 'signed_out' }
  }),
}
