/** A signed-in user's current password, asked again before a sensitive change (ASVS V6.2.3); wrong: a 400 on its field. */
import type { Context } from 'hono'
import { badFields } from '../lib/visitor-input'
import type { AppEnv } from '../env'
import { accountHash, limitAccount } from './account-limits'
import type { ClientUserRow } from './client-user'
import { verifyPassword } from './passwords'
import { authPepper } from './pepper'

export async function requireCurrentPassword(c: Context<AppEnv>, user: ClientUserRow, password: string | undefined, field: string): Promise<void> {
  await limitAccount(c, 'login', user.email)
  if ((await verifyPassword(password ?? '', user.password_hash, authPepper(c))).matches) return
  console.warn('Current password check failed for account', await accountHash(c, user.email))
  throw badFields({ [field]: ['api.errors.wrong_password'] }, 'The current password is wrong')
}
