/** The staff desk's foundation (issue 41): roles and 404s, TOTP sign-in, the audit log, review moderation. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { fillPath } from '../../src/model/api-contract/endpoint'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import type { QueuedReview, RecoveryCodes, StaffEnrolment, StaffMe } from '../../src/model/staff'
import { auditOf } from '../../worker/db/staff-audit'
import { createUser, PASSWORD, sessionFor } from './accounts-fixtures'
import { API, get } from './helpers'
import { createStaff, queueReview, staffCookie, staffCookieFor, staffSend, totpCode } from './staff-fixtures'

const GUARDED = Object.entries(STAFF_ENDPOINTS).filter(([, endpoint]) => endpoint.roles)

/** Every guarded endpoint's status for these headers, by name (a body that would be valid or not: the check comes first). */
async function statuses(cookie: string): Promise<Record<string, number>> {
  const answers = await Promise.all(
    GUARDED.map(async ([name, endpoint]) => {
      const response = await staffSend(endpoint.method, fillPath(endpoint.path, { id: crypto.randomUUID(), kind: 'events', slug: 'footer' }), cookie, endpoint.method === 'GET' ? undefined : {})
      const body = (await response.json()) as { code: string }
      return [name, response.status === 404 && body.code === 'not_found' ? 404 : response.status] as const
    }),
  )
  return Object.fromEntries(answers)
}

const all404 = () => Object.fromEntries(GUARDED.map(([name]) => [name, 404]))

describe('staff roles: every desk endpoint answers 404 to anyone without its role (issue 41, BE-20)', () => {
  it('anonymous visitors, signed-in customers, staff before the second factor and the wrong role all get 404', async () => {
    const customer = await createUser({ password: null })
    const pending = await createStaff(['moderator'])
    const door = await createStaff(['door'])
    expect(await statuses('')).toEqual(all404())
    expect(await statuses(await sessionFor(customer.id))).toEqual(all404())
    expect(await statuses(await staffCookieFor(pending.user.id, 'password'))).toEqual(all404())
    // The door role opens its own endpoints (check-in at the door, issue 44) and nothing else.
    const doorStatuses = await statuses(await staffCookieFor(door.user.id))
    const doorOpens = GUARDED.filter(([, endpoint]) => endpoint.roles!.includes('door')).map(([name]) => name)
    expect(doorOpens.sort()).toEqual(['attendeesCsv', 'checkIn', 'checkInEvents', 'doorList', 'passkeyRegistrationOptions', 'registerPasskey', 'removePasskey', 'staffMe', 'staffPasskeys'])
    expect(doorStatuses.staffMe).toBe(200)
    expect(doorStatuses.checkInEvents).toBe(200)
    const outsideDoor = (answers: Record<string, number>) => Object.fromEntries(Object.entries(answers).filter(([name]) => !doorOpens.includes(name)))
    expect(outsideDoor(doorStatuses)).toEqual(outsideDoor(all404()))
  })

  it('a moderator and an admin reach the review queue; the answer is never cached', async () => {
    for (const roles of [['moderator'], ['admin']] as const) {
      const { user } = await createStaff([...roles])
      const response = await staffSend('GET', '/reviews', await staffCookieFor(user.id))
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
      await response.arrayBuffer()
    }
  })
})

describe('staff sign-in with a second factor (issue 41, RFC 6238)', () => {
  it('password, then a TOTP code; the same code is refused the second time (single-use time step)', async () => {
    const { user, secret } = await createStaff(['moderator'], { password: PASSWORD })
    const signIn = await staffSend('POST', '/sign-in', '', { email: user.email, password: PASSWORD })
    expect(await signIn.json()).toEqual({ next: 'second_factor', passkey: false })
    const cookie = staffCookie(signIn)
    expect((await staffSend('GET', '/me', cookie)).status).toBe(404)
    const wrong = await staffSend('POST', '/second-factor', cookie, { code: '000000' === totpCode(secret!) ? '111111' : '000000' })
    expect(((await wrong.json()) as { code: string }).code).toBe('invalid_code')
    const code = totpCode(secret!)
    expect((await staffSend('POST', '/second-factor', cookie, { code })).status).toBe(200)
    const me = (await (await staffSend('GET', '/me', cookie)).json()) as StaffMe
    expect(me).toMatchObject({ email: user.email, roles: ['moderator'] })
    expect((await staffSend('POST', '/second-factor', cookie, { code })).status).toBe(400)
    expect((await auditOf(env.DB, `staff:${user.id}`)).map((row) => row.action)).toEqual(['staff.sign_in'])
  })

  it('a wrong password and an account without a staff role fail alike', async () => {
    const customer = await createUser()
    const { user } = await createStaff(['qa'], { password: PASSWORD })
    for (const body of [{ email: customer.email, password: PASSWORD }, { email: user.email, password: 'wrong password' }]) {
      const response = await staffSend('POST', '/sign-in', '', body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { code: string }).code).toBe('invalid_credentials')
    }
  })

  it('40 sessions sending one valid code at once: it passes once, and past 5 tries the account gets 429', async () => {
    const { user, secret } = await createStaff(['moderator'])
    const cookies = await Promise.all(Array.from({ length: 40 }, () => staffCookieFor(user.id, 'password')))
    const code = totpCode(secret!)
    const answers = await Promise.all(cookies.map((cookie) => staffSend('POST', '/second-factor', cookie, { code }).then((r) => r.status)))
    const count = (status: number) => answers.filter((answer) => answer === status).length
    // The code that passed gives its count back, so a sixth try may be checked (and refused) after it.
    expect(count(200)).toBe(1)
    expect(count(400)).toBeGreaterThanOrEqual(4)
    expect(count(400)).toBeLessThanOrEqual(5)
    expect(count(200) + count(400) + count(429)).toBe(40)
    expect((await staffSend('POST', '/second-factor', cookies[0], { code: totpCode(secret!, 1) })).status).toBe(429)
  })

  it('the budget is of wrong codes: right codes give their count back, five wrong ones still lock the account (429)', async () => {
    const { user, secret } = await createStaff(['moderator'])
    for (const offset of [-1, 0, 1]) {
      const cookie = await staffCookieFor(user.id, 'password')
      expect((await staffSend('POST', '/second-factor', cookie, { code: totpCode(secret!, offset) })).status).toBe(200)
    }
    const cookie = await staffCookieFor(user.id, 'password')
    const wrong = []
    for (let n = 0; n < 6; n += 1) wrong.push((await staffSend('POST', '/second-factor', cookie, { code: '000000' })).status)
    expect(wrong).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('an account without an authenticator enrols: QR of the otpauth address, ten recovery codes, each usable once', async () => {
    const { user } = await createStaff(['manager'], { password: PASSWORD, secret: null })
    const signIn = await staffSend('POST', '/sign-in', '', { email: user.email, password: PASSWORD })
    expect(await signIn.json()).toEqual({ next: 'enrol', passkey: false })
    const cookie = staffCookie(signIn)
    const enrolment = (await (await staffSend('GET', '/enrolment', cookie)).json()) as StaffEnrolment
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/)
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`)
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]+<\/svg>$/)
    const again = (await (await staffSend('GET', '/enrolment', cookie)).json()) as StaffEnrolment
    expect(again.secret).toBe(enrolment.secret)
    const enrolled = await staffSend('POST', '/enrolment', cookie, { code: totpCode(enrolment.secret) })
    const { recovery_codes } = (await enrolled.json()) as RecoveryCodes
    expect(recovery_codes).toHaveLength(10)
    expect(new Set(recovery_codes).size).toBe(10)
    expect((await staffSend('GET', '/me', cookie)).status).toBe(200)
    expect((await staffSend('GET', '/enrolment', cookie)).status).toBe(404)
    const stored = await env.DB.prepare('SELECT code_hash FROM staff_recovery_codes WHERE user_id = ?1').bind(user.id).all<{ code_hash: string }>()
    expect(stored.results.map((row) => row.code_hash)).not.toContain(recovery_codes[0])

    const next = await staffCookieFor(user.id, 'password')
    expect((await staffSend('POST', '/second-factor', next, { code: recovery_codes[0]!.toUpperCase() })).status).toBe(200)
    const later = await staffCookieFor(user.id, 'password')
    expect((await staffSend('POST', '/second-factor', later, { code: recovery_codes[0] })).status).toBe(400)
    expect((await auditOf(env.DB, `staff:${user.id}`)).map((row) => row.action)).toEqual(['staff.enrol', 'staff.sign_in.recovery_code'])
  })
})

describe('review moderation (issue 41, BE-09): each decision audited, published at once, once', () => {
  it('the queue shows what a moderator needs; approving publishes the review and writes its audit row', async () => {
    const { user } = await createStaff(['moderator'])
    const cookie = await staffCookieFor(user.id)
    const uuid = await queueReview('Great &amp; useful')
    expect((await get(`${API}/reviews/${uuid}`)).status).toBe(404)
    const queue = (await (await staffSend('GET', '/reviews?limit=100', cookie)).json()) as { rows: QueuedReview[] }
    expect(queue.rows.find((row) => row.uuid === uuid)).toMatchObject({ client_phone: '+996555123456', body: 'Great & useful', client_name: 'Aibek Test' })
    expect((await staffSend('POST', `/reviews/${uuid}/approve`, cookie)).status).toBe(200)
    expect((await get(`${API}/reviews/${uuid}`)).status).toBe(200)
    const [row, ...rest] = await auditOf(env.DB, `review:${uuid}`)
    expect(rest).toEqual([])
    expect(row).toMatchObject({ user_id: user.id, action: 'review.approve', before: '{"moderated":0}', after: '{"moderated":1}' })
  })

  it('40 moderators approving one review at once publish it once: one 200, 39 × 409, one audit row, counted once', async () => {
    const moderators = await Promise.all(Array.from({ length: 40 }, () => createStaff(['moderator'], { secret: null })))
    const cookies = await Promise.all(moderators.map(({ user }) => staffCookieFor(user.id)))
    const uuid = await queueReview()
    const countBefore = await env.DB.prepare("SELECT count FROM review_counts WHERE entity_type = 'COMPANY' AND entity_id = ''").first<number>('count')
    const answers = await Promise.all(cookies.map((cookie) => staffSend('POST', `/reviews/${uuid}/approve`, cookie).then((r) => r.status)))
    expect(answers.filter((status) => status === 200)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(39)
    expect(await auditOf(env.DB, `review:${uuid}`)).toHaveLength(1)
    const countAfter = await env.DB.prepare("SELECT count FROM review_counts WHERE entity_type = 'COMPANY' AND entity_id = ''").first<number>('count')
    expect(countAfter).toBe((countBefore ?? 0) + 1)
  })

  it('reject with a reason and fix a typo: each audited with before and after; a rejected review stays off the site', async () => {
    const { user } = await createStaff(['moderator'])
    const cookie = await staffCookieFor(user.id)
    const typo = await queueReview('Grate course')
    const edited = await staffSend('PUT', `/reviews/${typo}`, cookie, { body: 'Great course' })
    expect(((await edited.json()) as QueuedReview).body).toBe('Great course')
    expect(await auditOf(env.DB, `review:${typo}`)).toMatchObject([
      { action: 'review.edit', before: '{"body":"<p>Grate course</p>"}', after: '{"body":"<p>Great course</p>"}' },
    ])
    const spam = await queueReview('Buy cheap watches')
    // A blank reason is named on its field with what to do (the desk shows it under the reason and focuses it).
    const blank = await staffSend('POST', `/reviews/${spam}/reject`, cookie, { reason: '   ' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ code: 'invalid_input', fields: { reason: ['admin.reviews.reason_required'] } })
    // An empty one too (what the desk sends when the field is left empty): not "too long".
    expect(await (await staffSend('POST', `/reviews/${spam}/reject`, cookie, { reason: '' })).json()).toMatchObject({ fields: { reason: ['admin.reviews.reason_required'] } })
    expect(await (await staffSend('PUT', `/reviews/${spam}`, cookie, { body: '' })).json()).toMatchObject({ fields: { body: ['forms.errors.required'] } })
    expect((await staffSend('POST', `/reviews/${spam}/reject`, cookie, { reason: 'Advertising' })).status).toBe(200)
    expect((await staffSend('POST', `/reviews/${spam}/approve`, cookie)).status).toBe(409)
    expect((await get(`${API}/reviews/${spam}`)).status).toBe(404)
    expect(await auditOf(env.DB, `review:${spam}`)).toMatchObject([{ action: 'review.reject', after: '{"rejected":true,"reason":"Advertising"}' }])
    expect((await staffSend('POST', `/reviews/${crypto.randomUUID()}/approve`, cookie)).status).toBe(404)
  })

  it('the audit log is append-only: no row can be changed or deleted', async () => {
    await expect(env.DB.prepare("UPDATE staff_audit SET action = 'x'").run()).rejects.toThrow(/append-only/)
    await expect(env.DB.prepare('DELETE FROM staff_audit').run()).rejects.toThrow(/append-only/)
  })
})
