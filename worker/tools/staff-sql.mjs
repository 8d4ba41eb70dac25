/** The SQL of `npm run staff -- add`: the statements the desk's invitation binds (worker/db/staff-grant.mjs), inlined. */
import { STAFF_GRANT_ROLES, staffGrantInput, staffGrantStatements } from '../db/staff-grant.mjs'

export const ROLES = STAFF_GRANT_ROLES

const literal = (value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)

/** Statements that create or promote `email` to `roles`; the audit row names the command line as the actor (user 0). */
export function addStaffSql(email, roles, now = new Date()) {
  const address = staffGrantInput(email, roles)
  return staffGrantStatements({ email: address, roles, actor: 0, language: 'ru', now: now.getTime(), by: 'npm run staff' })
    .map(([sql, values]) => `${sql.replace(/\?(\d+)/g, (_, n) => literal(values[Number(n) - 1]))};`)
    .join('\n')
}
