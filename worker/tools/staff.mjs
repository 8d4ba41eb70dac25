/**
 * `npm run staff -- add <email> <role…>` (issue 41): creates the account (without a password: its owner sets one with
 * "Forgot password") or promotes an existing one, in the local D1, or with `--remote` in the deployed one (the first
 * admin of a real deployment). Roles: admin, manager, moderator, door, qa. The second factor is enrolled at the first
 * sign-in on /admin/sign-in.
 */
import { bin, run } from './run.mjs'
import { addStaffSql, ROLES } from './staff-sql.mjs'

const args = process.argv.slice(2)
const remote = args.includes('--remote')
const [command, email, ...roles] = args.filter((arg) => arg !== '--remote')

if (command !== 'add' || !email) {
  console.error(`Usage: npm run staff -- add <email> <role…> [--remote]   (roles: ${ROLES.join(', ')})`)
  process.exit(2)
}

try {
  const sql = addStaffSql(email, roles)
  await run(bin('wrangler'), ['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--command', sql], remote ? {} : { buffer: true })
  console.log(`Staff (${remote ? 'remote' : 'local'}): ${email} holds ${roles.join(', ')}. A new account has no password yet: set one with "Forgot password", then sign in at /admin/sign-in and enrol an authenticator.`)
} catch (error) {
  if (error?.output) process.stderr.write(error.output)
  console.error(error?.message ?? error)
  process.exitCode = 1
}
