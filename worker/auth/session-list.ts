/** The signed-in user's sessions as the profile lists them (issue 39.6, ASVS V7): named by an id derived from the token's hash. */
import type { AccountSession, AccountSessions } from '../../src/model/entities/users'
import { deviceOf } from '../../src/model/user-agent'
import { tokenHash } from '../lib/token-hash'
import { SESSION_TIMEOUTS, type CurrentSession } from './sessions'

interface SessionRow {
  token_hash: string
  created_at: number
  last_seen_at: number
  user_agent: string
}

/** A session's public id: a hash of its token's hash, so that neither the token nor its stored hash leaves the server. */
export async function sessionId(hash: string): Promise<string> {
  return (await tokenHash(`session ${hash}`)).slice(0, 32)
}

/** The live sessions of the user, each with its id and token hash; the request's own first, then the most recently used. */
async function liveSessions(db: D1Database, session: CurrentSession): Promise<Array<SessionRow & { id: string; current: boolean }>> {
  const now = Date.now()
  const { results } = await db
    .prepare(
      `SELECT token_hash, created_at, last_seen_at, user_agent FROM client_sessions
       WHERE user_id = ?1 AND expires_at > ?2 AND last_seen_at > ?3 ORDER BY last_seen_at DESC`,
    )
    .bind(session.user.id, now, now - SESSION_TIMEOUTS.idleMs)
    .all<SessionRow>()
  const rows = await Promise.all(results.map(async (row) => ({ ...row, id: await sessionId(row.token_hash), current: row.token_hash === session.tokenHash })))
  return rows.sort((a, b) => Number(b.current) - Number(a.current))
}

function toAccountSession(row: SessionRow & { id: string; current: boolean }): AccountSession {
  return {
    id: row.id,
    ...deviceOf(row.user_agent),
    signed_in_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    current: row.current,
  }
}

export async function accountSessions(db: D1Database, session: CurrentSession): Promise<AccountSessions> {
  return { rows: (await liveSessions(db, session)).map(toAccountSession) }
}

/** The token hash of the user's live session `id`, or null when the user has none by that id. */
export async function sessionHashById(db: D1Database, session: CurrentSession, id: string): Promise<string | null> {
  return (await liveSessions(db, session)).find((row) => row.id === id)?.token_hash ?? null
}

/** Ends the user's session whose token hash is `hash` (never another user's). */
export async function endSessionByHash(db: D1Database, userId: number, hash: string): Promise<void> {
  await db.prepare('DELETE FROM client_sessions WHERE token_hash = ?1 AND user_id = ?2').bind(hash, userId).run()
}
