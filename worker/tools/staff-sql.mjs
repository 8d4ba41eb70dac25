/** The SQL of `npm run staff -- add`: the account (made when missing, without a password) and its roles, audited. */

export const ROLES = ['admin', 'manager', 'moderator', 'door', 'qa']

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`

/** Statements that create or promote `email` to `roles`; the audit row names the command line as the actor (user 0). */
export function addStaffSql(email, roles, now = new Date()) {
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`Not an e-mail address: ${email}`)
  const unknown = roles.filter((role) => !ROLES.includes(role))
  if (roles.length === 0 || unknown.length > 0) throw new Error(`Roles must be among ${ROLES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`)
  const iso = literal(now.toISOString())
  const ms = now.getTime()
  const user = `(SELECT id FROM client_users WHERE email = ${literal(address)})`
  return [
    `INSERT INTO client_users (email, first_name, last_name, password_hash, email_verified_at, language, created, updated)
     VALUES (${literal(address)}, '', '', NULL, ${iso}, 'ru', ${iso}, ${iso}) ON CONFLICT (email) DO NOTHING;`,
    ...roles.map((role) => `INSERT INTO staff_roles (user_id, role, granted_at) VALUES (${user}, ${literal(role)}, ${ms}) ON CONFLICT DO NOTHING;`),
    `INSERT INTO staff_audit (user_id, action, subject, before, after, at)
     SELECT 0, 'staff.roles_granted', 'staff:' || ${user}, NULL, ${literal(JSON.stringify({ roles, by: 'npm run staff' }))}, ${ms};`,
  ].join('\n')
}
