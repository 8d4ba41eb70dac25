/**
 * Staff management (issue 41; migrations 0031, 0040): the list, invitations (the same SQL as `npm run staff -- add`),
 * role changes and removals. A change is one batch: its audit row and the change under one condition, which keeps an
 * admin on the desk, so forty concurrent removals can never leave it without one.
 */
import { SIGN_IN_ACTIONS } from '../../src/model/audit-actions'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/model/languages'
import type { StaffRole } from '../../src/model/staff'
import type { StaffMember } from '../../src/model/staff-members'
import { staffGrantStatements } from './staff-grant.mjs'
import { auditIfStatement } from './staff-audit'

interface StaffMemberRow {
  id: number
  email: string
  first_name: string
  last_name: string
  roles: string
  language: string | null
  passkeys: number
  enrolled_at: number | null
  last_sign_in: number | null
}

/** Every way of signing in: the app's code, a recovery code, a passkey, and the first sign-in that set up the app. */
const SIGN_IN_ACTIONS_SQL = SIGN_IN_ACTIONS.map((action) => `'${action}'`).join(', ')

const MEMBER_SQL = `SELECT u.id, u.email, u.first_name, u.last_name, u.language,
    (SELECT json_group_array(role) FROM staff_roles WHERE user_id = u.id) AS roles,
    (SELECT COUNT(*) FROM staff_passkeys WHERE user_id = u.id) AS passkeys,
    (SELECT enrolled_at FROM staff_totp WHERE user_id = u.id) AS enrolled_at,
    (SELECT MAX(at) FROM staff_audit WHERE subject = 'staff:' || u.id AND action IN (${SIGN_IN_ACTIONS_SQL})) AS last_sign_in
  FROM client_users u`

function toMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    roles: (JSON.parse(row.roles) as StaffRole[]).sort(),
    second_factor: row.enrolled_at !== null,
    passkeys: row.passkeys,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    last_sign_in: row.last_sign_in === null ? null : new Date(row.last_sign_in).toISOString(),
  }
}

/** Everyone holding a role, by address. */
export async function staffMembers(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db
    .prepare(`${MEMBER_SQL} WHERE u.id IN (SELECT DISTINCT user_id FROM staff_roles) ORDER BY u.email`)
    .all<StaffMemberRow>()
  return results.map(toMember)
}

/** One staff member, or null when the account holds no role. */
export async function staffMember(db: D1Database, userId: number): Promise<StaffMember | null> {
  const row = await db.prepare(`${MEMBER_SQL} WHERE u.id = ?1 AND EXISTS (SELECT 1 FROM staff_roles WHERE user_id = u.id)`).bind(userId).first<StaffMemberRow>()
  return row ? toMember(row) : null
}

/** The statements granting `roles` to `email` (the account made when missing), audited as `actor`'s. */
export function inviteStatements(db: D1Database, grant: { email: string; roles: readonly StaffRole[]; actor: number; language: string; now: number }): D1PreparedStatement[] {
  return staffGrantStatements({ ...grant, by: 'invitation' }).map(([sql, values]) => db.prepare(sql).bind(...values))
}

/** True when a change leaves an admin other than ?1 on the desk or keeps ?1 one (`?2` = 1 when the new roles hold admin). */
const KEEPS_AN_ADMIN = `(?2 = 1 OR NOT EXISTS (SELECT 1 FROM staff_roles WHERE user_id = ?1 AND role = 'admin')
  OR EXISTS (SELECT 1 FROM staff_roles WHERE role = 'admin' AND user_id != ?1))`
const IS_STAFF = 'EXISTS (SELECT 1 FROM staff_roles WHERE user_id = ?1)'
const ROLES_BEFORE = '(SELECT json_group_array(role) FROM staff_roles WHERE user_id = client_users.id)'

export type StaffChange = 'done' | 'not_staff' | 'last_admin'

async function outcome(db: D1Database, userId: number, applied: boolean): Promise<StaffChange> {
  if (applied) return 'done'
  return (await db.prepare(`SELECT 1 AS one FROM staff_roles WHERE user_id = ?1`).bind(userId).first()) ? 'last_admin' : 'not_staff'
}

/** Replaces a staff member's roles; never takes the admin role from the last admin. */
export async function setStaffRoles(db: D1Database, actor: number, userId: number, roles: readonly StaffRole[], now: number): Promise<StaffChange> {
  const keepsAdmin = roles.includes('admin') ? 1 : 0
  const when = `${IS_STAFF} AND ${KEEPS_AN_ADMIN}`
  const list = JSON.stringify(roles)
  const [audit] = await db.batch([
    auditIfStatement(
      db,
      { userId: actor, action: 'staff.roles_changed', subject: `staff:${userId}`, after: { roles } },
      { select: ROLES_BEFORE, from: `FROM client_users WHERE id = ?1 AND ${when} RETURNING id`, bindings: [userId, keepsAdmin] },
      now,
    ),
    // Added first, then the rest dropped: the condition reads the same before both.
    db
      .prepare(`INSERT INTO staff_roles (user_id, role, granted_at) SELECT ?1, value, ?4 FROM json_each(?3) WHERE ${when} ON CONFLICT DO NOTHING`)
      .bind(userId, keepsAdmin, list, now),
    db.prepare(`DELETE FROM staff_roles WHERE user_id = ?1 AND role NOT IN (SELECT value FROM json_each(?3)) AND ${when}`).bind(userId, keepsAdmin, list),
  ])
  return outcome(db, userId, (audit?.results.length ?? 0) === 1)
}

/** Takes every role from a staff member and ends their staff sessions at once; never the last admin. */
export async function removeStaff(db: D1Database, actor: number, userId: number, now: number): Promise<StaffChange> {
  const when = `${IS_STAFF} AND ${KEEPS_AN_ADMIN}`
  const [audit] = await db.batch([
    auditIfStatement(
      db,
      { userId: actor, action: 'staff.removed', subject: `staff:${userId}`, after: { roles: [] } },
      { select: ROLES_BEFORE, from: `FROM client_users WHERE id = ?1 AND ${when} RETURNING id`, bindings: [userId, 0] },
      now,
    ),
    db.prepare(`DELETE FROM staff_sessions WHERE user_id = ?1 AND ${when}`).bind(userId, 0),
    db.prepare(`DELETE FROM staff_roles WHERE user_id = ?1 AND ${when}`).bind(userId, 0),
  ])
  return outcome(db, userId, (audit?.results.length ?? 0) === 1)
}

/** Sets a staff member's mail language (their account's language), audited with the one it replaces. */
export async function setStaffLanguage(db: D1Database, actor: number, userId: number, language: Language, now: number): Promise<StaffChange> {
  const [audit] = await db.batch([
    auditIfStatement(
      db,
      { userId: actor, action: 'staff.language_changed', subject: `staff:${userId}`, after: { language } },
      { select: 'json_quote(language)', from: `FROM client_users WHERE id = ?1 AND ${IS_STAFF} RETURNING id`, bindings: [userId] },
      now,
    ),
    db.prepare(`UPDATE client_users SET language = ?2, updated = ?3 WHERE id = ?1 AND ${IS_STAFF}`).bind(userId, language, new Date(now).toISOString()),
  ])
  return outcome(db, userId, (audit?.results.length ?? 0) === 1)
}
