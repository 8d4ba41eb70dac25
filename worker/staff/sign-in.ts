/**
 * The staff desk's sign-in (issue 41): the site account's password, then the second factor (TOTP or a recovery code),
 * or, for an account without one yet, its enrolment. Accounts without a staff role fail exactly like a wrong password.
 * Codes are checked on a budget per account (STAFF_LIMITS), counted atomically before the check; a code that passes
 * gives its count back, so the budget is one of wrong codes only (a person signing in often is never locked out).
 */
import type { Context } from 'hono'
import typia from 'typia'
import { STAFF_SESSION_TIMEOUTS, type SecondFactorBody, type StaffSignInBody } from '../../src/model/staff'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { limitSignIn } from '../auth/account-limits'
import { verifyPassword } from '../auth/passwords'
import { authPepper } from '../auth/pepper'
import { userByEmail } from '../auth/user-rows'
import { auditStatement } from '../db/staff-audit'
import { hasPasskey } from '../db/staff-passkeys'
import {
  acceptTotpStepStatement,
  passSecondFactorStatement,
  pendingTotpSecret,
  personOf,
  recoveryCodeStatements,
  rolesOf,
  totpOf,
  useRecoveryCodeStatement,
} from '../db/staff'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { uncountSenderRequest } from '../db/sender-limits'
import { countAgainstLimit, limitSender, type RateLimit } from '../lib/sender-limits'
import { tokenHash } from '../lib/token-hash'
import { unknownEndpoint } from './role-check'
import { endStaffSessionOf, startPendingSession, staffSession, type StaffSession } from './staff-session'
import { qrSvg } from '../lib/qr-svg'
import { matchingStep, newRecoveryCodes, newTotpSecret, normalRecoveryCode, totpUri } from './totp'
import type { AuditAction } from '../../src/model/audit-actions'

const MINUTE = 60 * 1000

/** Codes one staff account may try: five a quarter of an hour, whoever sends them (a 6-digit code has 10⁶ values). */
export const STAFF_LIMITS = {
  secondFactor: { count: 5, windowMs: 15 * MINUTE, message: 'Too many codes tried for this account; try later' },
} as const satisfies Record<string, RateLimit>

function invalidCredentials(): ApiError {
  return new ApiError(400, { code: 'invalid_credentials', message: 'The e-mail or the password is wrong' })
}

function wrongCode(): ApiError {
  return new ApiError(400, { code: 'invalid_code', message: 'The code is wrong or was used already', fields: { code: ['admin.errors.invalid_code'] } })
}

/** The session the request carries, at any stage; none: the same 404 as an unknown endpoint. */
export async function carriedSession(c: Context<AppEnv>): Promise<StaffSession> {
  const session = await staffSession(c)
  if (!session) throw unknownEndpoint()
  return session
}

/** Marks the second factor passed on the session and writes its audit row, in one batch. */
export async function passSecondFactor(c: Context<AppEnv>, session: StaffSession, action: AuditAction, now: number, extra: D1PreparedStatement[] = []) {
  const { row } = session
  await c.env.DB.batch([
    ...extra,
    passSecondFactorStatement(c.env.DB, row.token_hash, now, now + STAFF_SESSION_TIMEOUTS.absoluteMs),
    auditStatement(c.env.DB, { userId: row.user_id, action, subject: `staff:${row.user_id}`, after: { stage: 'signed_in' } }, now),
  ])
}

/** The budget of second-factor tries of an account (codes and passkeys alike). */
export const codeBucket = (userId: number) => `staff-second-factor user ${userId}`

/** Checks a code of the enrolled authenticator or an unused recovery code, each accepted once; a 400 otherwise. */
async function checkSecondFactor(c: Context<AppEnv>, userId: number, code: string, now: number): Promise<'totp' | 'recovery'> {
  await countAgainstLimit(c, codeBucket(userId), STAFF_LIMITS.secondFactor)
  const kind = await checkedCode(c, userId, code, now)
  await uncountSenderRequest(c.env.DB, codeBucket(userId), now)
  return kind
}

async function checkedCode(c: Context<AppEnv>, userId: number, code: string, now: number): Promise<'totp' | 'recovery'> {
  const trimmed = code.trim()
  if (/^\d{6}$/.test(trimmed)) {
    const totp = await totpOf(c.env.DB, userId)
    const step = totp?.enrolled_at ? matchingStep(totp.secret, trimmed, now) : null
    if (step === null) throw wrongCode()
    const accepted = await acceptTotpStepStatement(c.env.DB, userId, step, false, now).run()
    if (accepted.meta.changes !== 1) throw wrongCode()
    return 'totp'
  }
  const used = await useRecoveryCodeStatement(c.env.DB, userId, await tokenHash(normalRecoveryCode(trimmed)), now).run()
  if (used.meta.changes !== 1) throw wrongCode()
  return 'recovery'
}

const validateCode = typia.createValidateEquals<SecondFactorBody>()

export const staffSignInRoutes = {
  staffSignIn: route(STAFF_ENDPOINTS.staffSignIn, { body: typia.createValidateEquals<StaffSignInBody>() }, async (c, { body }) => {
    await limitSender(c, 'login')
    const email = body.email.trim().toLowerCase()
    await limitSignIn(c, email)
    const user = await userByEmail(c.env.DB, email)
    const check = await verifyPassword(body.password, user?.password_hash ?? null, authPepper(c))
    if (!user || !check.matches || (await rolesOf(c.env.DB, user.id)).length === 0) throw invalidCredentials()
    await startPendingSession(c, user.id)
    const [totp, passkey] = await Promise.all([totpOf(c.env.DB, user.id), hasPasskey(c.env.DB, user.id)])
    return { next: totp?.enrolled_at ? ('second_factor' as const) : ('enrol' as const), passkey }
  }, [privateAnswer]),

  staffEnrolment: route(STAFF_ENDPOINTS.staffEnrolment, {}, async (c) => {
    const { row } = await carriedSession(c)
    const person = await personOf(c.env.DB, row.user_id)
    const totp = await pendingTotpSecret(c.env.DB, row.user_id, newTotpSecret())
    if (totp.enrolled_at !== null || !person) throw unknownEndpoint()
    const uri = totpUri(totp.secret, person.email)
    return { uri, secret: totp.secret, qr_svg: qrSvg(uri) }
  }, [privateAnswer]),

  staffEnrol: route(STAFF_ENDPOINTS.staffEnrol, { body: validateCode }, async (c, { body }) => {
    const session = await carriedSession(c)
    const userId = session.row.user_id
    const now = Date.now()
    await countAgainstLimit(c, codeBucket(userId), STAFF_LIMITS.secondFactor)
    const totp = await totpOf(c.env.DB, userId)
    if (!totp || totp.enrolled_at !== null) throw unknownEndpoint()
    const step = matchingStep(totp.secret, body.code.trim(), now)
    if (step === null) throw wrongCode()
    const accepted = await acceptTotpStepStatement(c.env.DB, userId, step, true, now).run()
    if (accepted.meta.changes !== 1) throw wrongCode()
    await uncountSenderRequest(c.env.DB, codeBucket(userId), now)
    const codes = newRecoveryCodes()
    const hashes = await Promise.all(codes.map((code) => tokenHash(code)))
    await passSecondFactor(c, session, 'staff.enrol', now, recoveryCodeStatements(c.env.DB, userId, hashes))
    return { recovery_codes: codes }
  }, [privateAnswer]),

  staffSecondFactor: route(STAFF_ENDPOINTS.staffSecondFactor, { body: validateCode }, async (c, { body }) => {
    const session = await carriedSession(c)
    const now = Date.now()
    const kind = await checkSecondFactor(c, session.row.user_id, body.code, now)
    const action = session.row.stage === 'signed_in' ? 'staff.reconfirm' : 'staff.sign_in'
    await passSecondFactor(c, session, kind === 'recovery' ? `${action}.recovery_code` : action, now)
    return { ok: true as const }
  }, [privateAnswer]),

  staffSignOut: route(STAFF_ENDPOINTS.staffSignOut, {}, async (c) => {
    await endStaffSessionOf(c)
    return { ok: true as const }
  }, [privateAnswer]),
}
