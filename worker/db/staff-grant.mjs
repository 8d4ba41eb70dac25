/**
 * The SQL that makes an address a staff member (issue 41), shared by `npm run staff -- add` (worker/tools/staff-sql.mjs,
 * which inlines the values) and the desk's invitation (worker/db/staff-members.ts, which binds them): one copy.
 */

export const STAFF_GRANT_ROLES = ['admin', 'manager', 'moderator', 'editor', 'door', 'qa']

/** The account, made when missing, without a password. ?1 address, ?2 ISO time, ?3 language. */
export const CREATE_STAFF_ACCOUNT_SQL = `INSERT INTO client_users (email, first_name, last_name, password_hash, email_verified_at, language, created, updated)
  VALUES (?1, '', '', NULL, ?2, ?3, ?2, ?2) ON CONFLICT (email) DO NOTHING`

/** One role of the account (kept when held). ?1 address, ?2 role, ?3 epoch ms. */
export const GRANT_STAFF_ROLE_SQL = `INSERT INTO staff_roles (user_id, role, granted_at)
  SELECT id, ?2, ?3 FROM client_users WHERE email = ?1 ON CONFLICT DO NOTHING`

/** The audit row of the grant. ?1 address, ?2 the actor's user id (0: the command line), ?3 JSON after, ?4 epoch ms. */
export const AUDIT_STAFF_GRANT_SQL = `INSERT INTO staff_audit (user_id, action, subject, before, after, at)
  SELECT ?2, 'staff.roles_granted', 'staff:' || id, NULL, ?3, ?4 FROM client_users WHERE email = ?1`

/** The address as stored, or an error for a malformed one; roles checked against the known ones. */
export function staffGrantInput(email, roles) {
  const address = String(email).trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`Not an e-mail address: ${email}`)
  const unknown = roles.filter((role) => !STAFF_GRANT_ROLES.includes(role))
  if (roles.length === 0 || unknown.length > 0) {
    throw new Error(`Roles must be among ${STAFF_GRANT_ROLES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`)
  }
  return address
}

/** Every statement of a grant as [sql, values], in order. */
export function staffGrantStatements({ email, roles, actor, language, now, by }) {
  const iso = new Date(now).toISOString()
  return [
    [CREATE_STAFF_ACCOUNT_SQL, [email, iso, language]],
    ...roles.map((role) => [GRANT_STAFF_ROLE_SQL, [email, role, now]]),
    [AUDIT_STAFF_GRANT_SQL, [email, actor, JSON.stringify({ roles, by }), now]],
  ]
}
