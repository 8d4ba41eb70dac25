/** The secret AUTH_PEPPER, mixed into every password hash (worker/auth/passwords.ts); required like the other keys. */
import type { Context } from 'hono'
import { requiredSecret } from '../lib/required-secret'
import type { AppEnv } from '../env'

export function authPepper(c: Context<AppEnv>): string {
  return requiredSecret('AUTH_PEPPER', c.env.AUTH_PEPPER, new URL(c.req.url))
}
