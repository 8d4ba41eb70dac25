/** Endpoints for signed-in visitors only: anyone else gets a 401 `{code, message, detail}`. */
import type { Context } from 'hono'
import { ApiError } from '../lib/errors'
import type { AppEnv } from '../env'
import { currentSession, type CurrentSession } from './sessions'

const MESSAGE = 'Authentication credentials were not provided or have expired'

export function notSignedIn(): ApiError {
  return new ApiError(401, { code: 'not_authenticated', message: MESSAGE, detail: MESSAGE })
}

export async function requireSession(c: Context<AppEnv>): Promise<CurrentSession> {
  const session = await currentSession(c)
  if (!session) throw notSignedIn()
  return session
}
