/**
 * Erasing a staff member's personal data (issue 41 "Personal data", BE-34): refused with a 409 that says to remove
 * their staff roles first, under 40 requests at once, and the erasure itself never deletes a staff account.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { erasePersonalData } from '../../worker/db/personal-data'
import { createStaff, staffCookieFor, staffSend } from './staff-fixtures'

const rolesOf = async (userId: number) => (await env.DB.prepare('SELECT role FROM staff_roles WHERE user_id = ?1').bind(userId).all()).results.length
const accountOf = (userId: number) => env.DB.prepare('SELECT id FROM client_users WHERE id = ?1').bind(userId).first()

describe('personal data of a staff member (issue 41, BE-34)', () => {
  it('erasing is a 409 "remove their staff roles first", 40 times at once; nothing is erased; once the roles are gone it erases', async () => {
    const { user: admin } = await createStaff(['admin'])
    const cookie = await staffCookieFor(admin.id)
    const { user: moderator } = await createStaff(['moderator', 'qa'])
    const answers = await Promise.all(Array.from({ length: 40 }, () => staffSend('POST', '/personal-data/erase', cookie, { email: moderator.email.toUpperCase() })))
    for (const answer of answers) {
      expect(answer.status).toBe(409)
      expect(await answer.json()).toEqual({ code: 'staff_member', message: 'This person is on the staff: remove their staff roles first' })
    }
    expect(await accountOf(moderator.id)).not.toBeNull()
    expect(await rolesOf(moderator.id)).toBe(2)
    const audited = await env.DB.prepare(`SELECT count(*) AS count FROM staff_audit WHERE user_id = ?1 AND action = 'personal_data.erase'`).bind(admin.id).first<{ count: number }>()
    expect(audited!.count).toBe(0)

    await env.DB.prepare('DELETE FROM staff_roles WHERE user_id = ?1').bind(moderator.id).run()
    const erased = await staffSend('POST', '/personal-data/erase', cookie, { email: moderator.email })
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(await accountOf(moderator.id)).toBeNull()
  })

  it('the erasure keeps a staff account even when the role came after the check', async () => {
    const { user } = await createStaff(['manager'])
    expect((await erasePersonalData(env.DB, { email: user.email })).accounts).toBe(0)
    expect(await accountOf(user.id)).not.toBeNull()
    expect(await rolesOf(user.id)).toBe(1)
  })
})
