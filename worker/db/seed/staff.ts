/**
 * The demo staff of the local database (an admin, a manager, a moderator, a door) (issue 41; README "The staff desk"): a known password and TOTP secret, in the
 * demo content only, never in the reference data a deployment gets. The hash is of DEMO_ADMIN.password under the
 * local pepper (worker/tools/local-vars.mjs); staff.test.ts checks that it still verifies.
 */
import { DEMO_ADMIN, DEMO_STAFF } from './demo-admin.ts'
import { literal } from './sql.ts'

export { DEMO_ADMIN }

export function seedStaff(): string[] {
  const created = literal('2026-01-05T09:00:00.000Z')
  const at = Date.parse('2026-01-05T09:00:00.000Z')
  return DEMO_STAFF.flatMap((staff) => {
    const user = `(SELECT id FROM client_users WHERE email = ${literal(staff.email)})`
    return [
      `INSERT INTO client_users (email, first_name, last_name, password_hash, email_verified_at, language, created, updated)
  VALUES (${literal(staff.email)}, ${literal(staff.name[0])}, ${literal(staff.name[1])}, ${literal(staff.passwordHash)}, ${created}, 'ru', ${created}, ${created});`,
      ...staff.roles.map((role) => `INSERT INTO staff_roles (user_id, role, granted_at) VALUES (${user}, ${literal(role)}, ${at});`),
      `INSERT INTO staff_totp (user_id, secret, enrolled_at, last_step) VALUES (${user}, ${literal(staff.totpSecret)}, ${at}, 0);`,
    ]
  })
}
