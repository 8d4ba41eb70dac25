/**
 * Staff management (issue 41; admins only): the list, invitations (the account made when missing, the roles granted
 * with the SQL of `npm run staff -- add`, a mail with a link to set the password), role changes and removals (both
 * want a recent second factor; the last admin and oneself stay), the mail language an admin sets for a member (the
 * account's language, also with a recent second factor), and each staff member's mail settings.
 */
import type { Context } from 'hono'
import typia from 'typia'
import { EMAIL_RULES } from '../../src/model/account-validation'
import { localizePath } from '../../src/model/languages'
import { siteOrigin } from '../../src/model/site-urls'
import type { StaffInviteBody, StaffLanguageBody, StaffNotifications, StaffRolesBody } from '../../src/model/staff-members'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { validateForm } from '../../src/model/validation'
import { mailedTokenStatements } from '../auth/mailed-token'
import { signInMethods } from '../auth/sign-in-methods'
import { userByEmail } from '../auth/user-rows'
import { reviewMailOf, setReviewMail } from '../db/review-mail'
import { inviteStatements, removeStaff, setStaffLanguage, setStaffRoles, staffMember, staffMembers, type StaffChange } from '../db/staff-members'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { rejectFormErrors } from '../lib/visitor-input'
import { kickOutbox } from '../mail/kick'
import { currentStaff, requireRecentSecondFactor } from './role-check'

/** An invitation's link to set the password lives three days. */
const INVITATION_HOURS = 72

function conflict(code: string, message: string): ApiError {
  return new ApiError(409, { code, message })
}

function memberId(id: string): number {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound('staff member')
  return Number(id)
}

function checked(change: StaffChange): void {
  if (change === 'not_staff') throw notFound('staff member')
  if (change === 'last_admin') throw conflict('last_admin', 'The desk keeps at least one admin')
}

function deskSignIn(c: Context<AppEnv>, language: StaffInviteBody['language']): string {
  return `${siteOrigin(c.env.SITE_URL, c.req.url)}${localizePath('/admin/sign-in', language)}`
}

export const staffMemberRoutes = {
  staffMembers: route(STAFF_ENDPOINTS.staffMembers, {}, async (c) => ({ rows: await staffMembers(c.env.DB) }), [privateAnswer]),

  inviteStaff: route(STAFF_ENDPOINTS.inviteStaff, { body: typia.createValidateEquals<StaffInviteBody>() }, async (c, { body }) => {
    const { row } = await currentStaff(c)
    const email = body.email.trim().toLowerCase()
    rejectFormErrors(validateForm({ email }, EMAIL_RULES))
    const now = Date.now()
    await c.env.DB.batch(inviteStatements(c.env.DB, { email, roles: body.roles, actor: row.user_id, language: body.language, now }))
    const user = (await userByEmail(c.env.DB, email))!
    const deskLink = deskSignIn(c, body.language)
    // A new account (no password yet) gets a link to set one; an account with a password, the desk's address.
    const { statements } = await mailedTokenStatements(
      c,
      {
        purpose: 'reset_password',
        kind: 'staff_invite',
        validHours: INVITATION_HOURS,
        recipient: email,
        language: body.language,
        query: `reset_password&token={token}&uid=${user.id}`,
        methods: signInMethods(user),
        otherwise: { kind: 'staff_access', link: deskLink },
        userSql: 'id = ?6 AND password_hash IS NULL',
        userValues: [user.id],
        extra: { roles: body.roles, deskLink },
      },
      now,
    )
    await c.env.DB.batch(statements)
    kickOutbox(c)
    return (await staffMember(c.env.DB, user.id))!
  }, [privateAnswer]),

  setStaffRoles: route(STAFF_ENDPOINTS.setStaffRoles, { body: typia.createValidateEquals<StaffRolesBody>() }, async (c, { params, body }) => {
    const session = await currentStaff(c)
    const id = memberId(params.id)
    requireRecentSecondFactor(session)
    if (id === session.row.user_id && !body.roles.includes('admin')) throw conflict('own_admin_role', 'An admin cannot take the admin role from themselves')
    checked(await setStaffRoles(c.env.DB, session.row.user_id, id, body.roles, Date.now()))
    return (await staffMember(c.env.DB, id))!
  }, [privateAnswer]),

  // The mail language is an account edit like the roles: it wants a recent second factor too.
  setStaffLanguage: route(STAFF_ENDPOINTS.setStaffLanguage, { body: typia.createValidateEquals<StaffLanguageBody>() }, async (c, { params, body }) => {
    const session = await currentStaff(c)
    const id = memberId(params.id)
    requireRecentSecondFactor(session)
    checked(await setStaffLanguage(c.env.DB, session.row.user_id, id, body.language, Date.now()))
    return (await staffMember(c.env.DB, id))!
  }, [privateAnswer]),

  removeStaff: route(STAFF_ENDPOINTS.removeStaff, {}, async (c, { params }) => {
    const session = await currentStaff(c)
    const id = memberId(params.id)
    requireRecentSecondFactor(session)
    if (id === session.row.user_id) throw conflict('remove_self', 'An admin cannot remove themselves from the staff')
    checked(await removeStaff(c.env.DB, session.row.user_id, id, Date.now()))
    return { ok: true as const }
  }, [privateAnswer]),

  staffNotifications: route(STAFF_ENDPOINTS.staffNotifications, {}, async (c) => {
    const { row } = await currentStaff(c)
    return { review_mail: await reviewMailOf(c.env.DB, row.user_id) }
  }, [privateAnswer]),

  setStaffNotifications: route(STAFF_ENDPOINTS.setStaffNotifications, { body: typia.createValidateEquals<StaffNotifications>() }, async (c, { body }) => {
    const { row } = await currentStaff(c)
    await setReviewMail(c.env.DB, row.user_id, body.review_mail, Date.now())
    return { review_mail: body.review_mail }
  }, [privateAnswer]),
}
