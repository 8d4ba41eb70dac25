/** Staff management and the moderators' mail (issue 41.1, 41.2): invitations, roles, removal, audit, review mails. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { StaffMember, StaffMembers } from '../../src/model/staff-members'
import { auditOf, auditStatement } from '../../worker/db/staff-audit'
import { newReviewMailStatements } from '../../worker/mail/review-waiting'
import { queueReviewDigest } from '../../worker/mail/review-waiting'
import { scheduled } from '../../worker/index'
import { createUser, linkParam, mailsTo, newEmail, send } from './accounts-fixtures'
import { API, get } from './helpers'
import { PLAIN_REVIEW } from './review-fixtures'
import { createStaff, queueReview, staffCookie, staffCookieFor, staffSend, totpCode } from './staff-fixtures'

const STALE = Date.now() - 60 * 60 * 1000

async function admin(secondFactorAt = Date.now()) {
  const { user, secret } = await createStaff(['admin'])
  return { user, secret, cookie: await staffCookieFor(user.id, 'signed_in', secondFactorAt) }
}

async function rolesOf(userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT role FROM staff_roles WHERE user_id = ?1 ORDER BY role').bind(userId).all<{ role: string }>()
  return results.map((row) => row.role)
}

function postReview(): Promise<Response> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  return get(`${API}/reviews?language=en`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip }, body: JSON.stringify(PLAIN_REVIEW) })
}

describe('staff management: admins only (issue 41.1)', () => {
  it('a manager, a moderator and a customer get 404 on every staff management endpoint; an admin gets the list', async () => {
    const manager = await createStaff(['manager'])
    const moderator = await createStaff(['moderator'])
    for (const cookie of [await staffCookieFor(manager.user.id), await staffCookieFor(moderator.user.id), '']) {
      for (const [method, path, body] of [
        ['GET', '/staff'],
        ['POST', '/staff', { email: newEmail(), roles: ['moderator'], language: 'en' }],
        ['PUT', `/staff/${manager.user.id}/roles`, { roles: ['admin'] }],
        ['PUT', `/staff/${manager.user.id}/language`, { language: 'en' }],
        ['POST', `/staff/${manager.user.id}/remove`],
      ] as const) {
        const response = await staffSend(method, path, cookie, body)
        expect(response.status, `${method} ${path}`).toBe(404)
        await response.arrayBuffer()
      }
    }
    expect(await rolesOf(manager.user.id)).toEqual(['manager'])
    const { cookie } = await admin()
    const list = (await (await staffSend('GET', '/staff', cookie)).json()) as StaffMembers
    expect(list.rows.find((row) => row.id === moderator.user.id)).toMatchObject({ roles: ['moderator'], second_factor: true, last_sign_in: null })
  })

  it("a staff member's last sign-in counts every way of signing in: the app's code, a recovery code and a passkey", async () => {
    const { cookie } = await admin()
    const members = [await createStaff(['moderator']), await createStaff(['moderator']), await createStaff(['moderator'])]
    const ways = ['staff.sign_in', 'staff.sign_in.recovery_code', 'staff.sign_in.passkey'] as const
    const at = Date.UTC(2026, 10, 2, 9, 30)
    await env.DB.batch(members.map((member, index) => auditStatement(env.DB, { userId: member.user.id, action: ways[index]!, subject: `staff:${member.user.id}`, after: { stage: 'signed_in' } }, at + index)))
    const list = (await (await staffSend('GET', '/staff', cookie)).json()) as StaffMembers
    for (const [index, member] of members.entries()) {
      expect(list.rows.find((row) => row.id === member.user.id)?.last_sign_in, ways[index]).toBe(new Date(at + index).toISOString())
    }
  })

  it('a bad invitation is a 400 with field errors', async () => {
    const { cookie } = await admin()
    const malformed = await staffSend('POST', '/staff', cookie, { email: 'not-an-address', roles: ['moderator'], language: 'en' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { fields: Record<string, string[]> }).fields.email).toBeDefined()
    for (const body of [{ email: newEmail(), roles: [], language: 'en' }, { email: newEmail(), roles: ['owner'], language: 'en' }, { email: newEmail(), roles: ['qa'], language: 'de' }]) {
      const response = await staffSend('POST', '/staff', cookie, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { fields?: object }).fields).toBeDefined()
    }
    const roles = await staffSend('PUT', '/staff/1/roles', cookie, { roles: [] })
    expect(roles.status).toBe(400)
  })

  it('an invitation makes the account, grants the roles, audits it and mails a link that sets the password; then the desk sign-in asks to enrol', async () => {
    const { user: actor, cookie } = await admin()
    const email = newEmail('invitee')
    const response = await staffSend('POST', '/staff', cookie, { email: email.toUpperCase(), roles: ['moderator', 'qa'], language: 'ky' })
    expect(response.status).toBe(201)
    const member = (await response.json()) as StaffMember
    expect(member).toMatchObject({ email, roles: ['moderator', 'qa'], second_factor: false })
    expect((await auditOf(env.DB, `staff:${member.id}`)).map((row) => [row.action, row.user_id])).toEqual([['staff.roles_granted', actor.id]])
    const [mail] = await mailsTo(email)
    expect(mail).toMatchObject({ kind: 'account_staff_invite', language: 'ky' })
    expect(mail!.text_body).toContain('/ky/admin/sign-in')
    const confirm = await send('POST', 'client_users/password/reset/confirm?language=ky', { token: linkParam(mail!, 'token'), uid: linkParam(mail!, 'uid'), new_password: 'a new desk password 1' })
    expect(confirm.status).toBe(200)
    const signIn = await staffSend('POST', '/sign-in', '', { email, password: 'a new desk password 1' })
    expect(await signIn.json()).toEqual({ next: 'enrol', passkey: false })
    expect(staffCookie(signIn)).not.toBe('')
  })

  it('inviting an account that has a password mails the desk address, no link to set one', async () => {
    const { cookie } = await admin()
    const existing = await createUser()
    expect((await staffSend('POST', '/staff', cookie, { email: existing.email, roles: ['manager'], language: 'en' })).status).toBe(201)
    const [mail] = await mailsTo(existing.email)
    expect(mail).toMatchObject({ kind: 'account_staff_access', holds_secret: 0 })
    expect(mail!.text_body).not.toContain('token=')
    expect(await rolesOf(existing.id)).toEqual(['manager'])
  })

  it('role changes and removal want a recent second factor (403 second_factor_required), then apply and are audited', async () => {
    const { user: actor, secret, cookie } = await admin(STALE)
    const { user } = await createStaff(['moderator'])
    const stale = await staffSend('PUT', `/staff/${user.id}/roles`, cookie, { roles: ['manager', 'moderator'] })
    expect(stale.status).toBe(403)
    expect(((await stale.json()) as { code: string }).code).toBe('second_factor_required')
    expect(((await (await staffSend('POST', `/staff/${user.id}/remove`, cookie)).json()) as { code: string }).code).toBe('second_factor_required')
    expect((await staffSend('POST', '/second-factor', cookie, { code: totpCode(secret!) })).status).toBe(200)
    const changed = await staffSend('PUT', `/staff/${user.id}/roles`, cookie, { roles: ['manager', 'moderator'] })
    expect(((await changed.json()) as StaffMember).roles).toEqual(['manager', 'moderator'])
    const audit = await auditOf(env.DB, `staff:${user.id}`)
    expect(audit.map((row) => [row.action, row.user_id, JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual([
      ['staff.roles_changed', actor.id, ['moderator'], { roles: ['manager', 'moderator'] }],
    ])
    expect((await staffSend('PUT', '/staff/999999999/roles', cookie, { roles: ['qa'] })).status).toBe(404)
  })

  it('the list shows how many passkeys each member holds beside the authenticator, and their mail language (issue 41)', async () => {
    const { cookie } = await admin()
    const withKeys = await createStaff(['manager'])
    const without = await createStaff(['moderator'], { secret: null })
    await env.DB.batch(
      ['laptop', 'phone'].map((name) =>
        env.DB.prepare("INSERT INTO staff_passkeys (id, user_id, name, public_key, created_at) VALUES (?1, ?2, ?3, 'key', ?4)").bind(crypto.randomUUID(), withKeys.user.id, name, Date.now()),
      ),
    )
    await env.DB.prepare("UPDATE client_users SET language = 'en' WHERE id = ?1").bind(withKeys.user.id).run()
    const { rows } = (await (await staffSend('GET', '/staff', cookie)).json()) as StaffMembers
    expect(rows.find((row) => row.id === withKeys.user.id)).toMatchObject({ second_factor: true, passkeys: 2, language: 'en' })
    expect(rows.find((row) => row.id === without.user.id)).toMatchObject({ second_factor: false, passkeys: 0 })
  })

  it('an admin sets a member\'s mail language: a recent second factor wanted, audited, a 400 for another language, 404 for no staff member; their mails then go in it (issue 41)', async () => {
    const { user: actor, secret, cookie } = await admin(STALE)
    const { user } = await createStaff(['moderator'])
    await env.DB.prepare("UPDATE client_users SET language = 'ru' WHERE id = ?1").bind(user.id).run()
    const stale = await staffSend('PUT', `/staff/${user.id}/language`, cookie, { language: 'ky' })
    expect(stale.status).toBe(403)
    expect(((await stale.json()) as { code: string }).code).toBe('second_factor_required')
    expect((await staffSend('POST', '/second-factor', cookie, { code: totpCode(secret!) })).status).toBe(200)
    for (const body of [{ language: 'de' }, { language: 'ky', extra: 1 }, {}]) {
      const bad = await staffSend('PUT', `/staff/${user.id}/language`, cookie, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(((await bad.json()) as { fields?: object }).fields).toBeDefined()
    }
    const changed = await staffSend('PUT', `/staff/${user.id}/language`, cookie, { language: 'ky' })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as StaffMember).language).toBe('ky')
    expect((await auditOf(env.DB, `staff:${user.id}`)).map((row) => [row.action, row.user_id, JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual([
      ['staff.language_changed', actor.id, 'ru', { language: 'ky' }],
    ])
    const customer = await createUser()
    for (const id of [customer.id, 999_999_999]) {
      const missing = await staffSend('PUT', `/staff/${id}/language`, cookie, { language: 'ky' })
      expect(missing.status).toBe(404)
      await missing.arrayBuffer()
    }
    expect((await env.DB.prepare('SELECT language FROM client_users WHERE id = ?1').bind(customer.id).first<{ language: string }>())!.language).toBe('en')
    // The moderators' mail goes in the language the admin chose.
    await staffSend('PUT', '/me/notifications', await staffCookieFor(user.id), { review_mail: 'at_once' })
    expect((await postReview()).status).toBe(201)
    expect(await mailsTo(user.email)).toMatchObject([{ kind: 'review_waiting', language: 'ky' }])
  })

  it('removal revokes every role and ends the removed member\'s staff sessions at once', async () => {
    const { user: actor, cookie } = await admin()
    const { user } = await createStaff(['moderator', 'manager'])
    const theirs = await staffCookieFor(user.id)
    expect((await staffSend('GET', '/reviews', theirs)).status).toBe(200)
    expect((await staffSend('POST', `/staff/${user.id}/remove`, cookie)).status).toBe(200)
    expect(await rolesOf(user.id)).toEqual([])
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM staff_sessions WHERE user_id = ?1').bind(user.id).first<{ n: number }>())!.n).toBe(0)
    expect((await staffSend('GET', '/reviews', theirs)).status).toBe(404)
    const [removed] = (await auditOf(env.DB, `staff:${user.id}`)).filter((row) => row.action === 'staff.removed')
    expect(removed).toMatchObject({ user_id: actor.id, before: JSON.stringify(['manager', 'moderator']) })
    expect((await staffSend('POST', `/staff/${user.id}/remove`, cookie)).status).toBe(404)
  })

  it('an admin cannot remove themselves or take their own admin role (409 with a plain message)', async () => {
    const { user, cookie } = await admin()
    const self = await staffSend('POST', `/staff/${user.id}/remove`, cookie)
    expect(self.status).toBe(409)
    expect(await self.json()).toMatchObject({ code: 'remove_self', message: expect.stringMatching(/cannot remove themselves/) })
    expect((await staffSend('PUT', `/staff/${user.id}/roles`, cookie, { roles: ['manager'] })).status).toBe(409)
    expect(await rolesOf(user.id)).toEqual(['admin'])
  })

  it('the last admin stays: 40 concurrent removals between two admins leave exactly one (others put back after)', async () => {
    const a = await admin()
    const b = await admin()
    const others = (await env.DB.prepare("SELECT user_id FROM staff_roles WHERE role = 'admin' AND user_id NOT IN (?1, ?2)").bind(a.user.id, b.user.id).all<{ user_id: number }>()).results
    const now = Date.now()
    await env.DB.batch(others.map(({ user_id }) => env.DB.prepare("DELETE FROM staff_roles WHERE user_id = ?1 AND role = 'admin'").bind(user_id)))
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? staffSend('POST', `/staff/${b.user.id}/remove`, a.cookie) : staffSend('POST', `/staff/${a.user.id}/remove`, b.cookie))),
      )
      const statuses = answers.map((response) => response.status)
      await Promise.all(answers.map((response) => response.arrayBuffer()))
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true)
      const left = (await env.DB.prepare("SELECT user_id FROM staff_roles WHERE role = 'admin'").all<{ user_id: number }>()).results
      expect(left).toHaveLength(1)
      const removals = [...(await auditOf(env.DB, `staff:${a.user.id}`)), ...(await auditOf(env.DB, `staff:${b.user.id}`))].filter((row) => row.action === 'staff.removed')
      expect(removals).toHaveLength(1)
    } finally {
      await env.DB.batch(others.map(({ user_id }) => env.DB.prepare("INSERT INTO staff_roles (user_id, role, granted_at) VALUES (?1, 'admin', ?2) ON CONFLICT DO NOTHING").bind(user_id, now)))
    }
  })

  it('taking the admin role from the last admin by a role change is a 409 too', async () => {
    const a = await admin()
    const b = await admin()
    const others = (await env.DB.prepare("SELECT user_id FROM staff_roles WHERE role = 'admin' AND user_id NOT IN (?1, ?2)").bind(a.user.id, b.user.id).all<{ user_id: number }>()).results
    await env.DB.batch(others.map(({ user_id }) => env.DB.prepare("DELETE FROM staff_roles WHERE user_id = ?1 AND role = 'admin'").bind(user_id)))
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0 ? staffSend('PUT', `/staff/${b.user.id}/roles`, a.cookie, { roles: ['qa'] }) : staffSend('PUT', `/staff/${a.user.id}/roles`, b.cookie, { roles: ['qa'] }),
        ),
      )
      const statuses = answers.map((response) => response.status)
      await Promise.all(answers.map((response) => response.arrayBuffer()))
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1)
      expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true)
      expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_roles WHERE role = 'admin'").first<{ n: number }>())!.n).toBe(1)
    } finally {
      await env.DB.batch(others.map(({ user_id }) => env.DB.prepare("INSERT INTO staff_roles (user_id, role, granted_at) VALUES (?1, 'admin', ?2) ON CONFLICT DO NOTHING").bind(user_id, Date.now())))
    }
  })
})

describe("the moderators' mail (issue 41.2)", () => {
  async function moderator(choice: 'daily' | 'at_once' | 'off', language = 'en') {
    const { user } = await createStaff(['moderator'])
    await env.DB.prepare('UPDATE client_users SET language = ?2 WHERE id = ?1').bind(user.id, language).run()
    const cookie = await staffCookieFor(user.id)
    const set = await staffSend('PUT', '/me/notifications', cookie, { review_mail: choice })
    expect(await set.json()).toEqual({ review_mail: choice })
    return { user, cookie }
  }

  it('each staff member reads and sets their choice (daily by default), audited; a bad choice is a 400', async () => {
    const { user } = await createStaff(['moderator'])
    const cookie = await staffCookieFor(user.id)
    expect(await (await staffSend('GET', '/me/notifications', cookie)).json()).toEqual({ review_mail: 'daily' })
    expect((await staffSend('PUT', '/me/notifications', cookie, { review_mail: 'hourly' })).status).toBe(400)
    await staffSend('PUT', '/me/notifications', cookie, { review_mail: 'at_once' })
    expect(await (await staffSend('GET', '/me/notifications', cookie)).json()).toEqual({ review_mail: 'at_once' })
    expect((await auditOf(env.DB, `staff:${user.id}`)).map((row) => row.action)).toEqual(['staff.review_mail'])
  })

  it('"at once": one mail a submitted review to each moderator who chose it, in their language, linking to /admin/reviews; a retried queuing adds none', async () => {
    const ky = await moderator('at_once', 'ky')
    const en = await moderator('at_once', 'en')
    const daily = await moderator('daily')
    const response = await postReview()
    expect(response.status).toBe(201)
    const { uuid } = (await response.json()) as { uuid: string }
    const mails = await mailsTo(ky.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'review_waiting', cause: uuid, language: 'ky', subject: 'Жаңы пикир модерацияны күтүп турат' })
    expect(mails[0]!.text_body).toMatch(/https?:\/\/\S+\/ky\/admin\/reviews/)
    // Issue 41.3: a moderator whose account is in English reads it in English.
    const english = await mailsTo(en.user.email)
    expect(english).toMatchObject([{ kind: 'review_waiting', cause: uuid, language: 'en', subject: 'A new review waits for moderation' }])
    expect(english[0]!.text_body).toMatch(/https?:\/\/\S+\/en\/admin\/reviews/)
    await env.DB.batch(await newReviewMailStatements(env.DB, 'http://localhost', uuid, Date.now()))
    expect(await mailsTo(ky.user.email)).toHaveLength(1)
    expect(await mailsTo(daily.user.email)).toHaveLength(0)
  })

  it('the daily digest: nothing while the queue is empty or before its hour, then one mail a day under 40 concurrent scheduled runs', async () => {
    const daily = await moderator('daily', 'ru')
    const dailyEnglish = await moderator('daily', 'en')
    const off = await moderator('off')
    const noon = Date.UTC(2026, 10, 28, 12)
    const waiting = (await env.DB.prepare('SELECT uuid FROM reviews WHERE moderated = 0 AND rejected_at IS NULL').all<{ uuid: string }>()).results
    await env.DB.prepare('UPDATE reviews SET rejected_at = 1 WHERE moderated = 0 AND rejected_at IS NULL').run()
    try {
      expect(await queueReviewDigest(env, noon)).toBe(0)
      expect(await mailsTo(daily.user.email)).toHaveLength(0)
    } finally {
      await env.DB.batch(waiting.map(({ uuid }) => env.DB.prepare('UPDATE reviews SET rejected_at = NULL WHERE uuid = ?1').bind(uuid)))
    }
    await queueReview()
    expect(await queueReviewDigest(env, Date.UTC(2026, 10, 28, 2))).toBe(0)
    const runs = await Promise.all(Array.from({ length: 40 }, () => queueReviewDigest(env, noon)))
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBeGreaterThanOrEqual(1)
    const mails = await mailsTo(daily.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'review_digest', language: 'ru', cause: 'digest:2026-11-28' })
    expect(mails[0]!.subject).toMatch(/^Отзывы ждут модерации: \d+$/)
    expect(mails[0]!.text_body).toContain('/admin/reviews')
    // Issue 41.3: the same digest in English to a moderator whose account is in English.
    const english = await mailsTo(dailyEnglish.user.email)
    expect(english).toMatchObject([{ kind: 'review_digest', language: 'en', cause: 'digest:2026-11-28' }])
    expect(english[0]!.subject).toMatch(/^Reviews waiting for moderation: \d+$/)
    expect(english[0]!.text_body).toContain('/en/admin/reviews')
    await queueReviewDigest(env, noon + 6 * 60 * 60 * 1000)
    expect(await mailsTo(daily.user.email)).toHaveLength(1)
    // The cron trigger queues it at its own scheduled time (the next day here), not at the clock's.
    const ctx = createExecutionContext()
    scheduled(createScheduledController({ scheduledTime: noon + 24 * 60 * 60 * 1000, cron: '* * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    const next = await mailsTo(daily.user.email)
    expect(next).toHaveLength(2)
    expect(next.map((mail) => mail.cause)).toContain('digest:2026-11-29')
    expect(await mailsTo(off.user.email)).toHaveLength(0)
  })
})
