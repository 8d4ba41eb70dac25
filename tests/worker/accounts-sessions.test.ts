/**
 * Session timeouts (issue 28 §2, ASVS V7.3): a session unused for the idle timeout, or older than the absolute
 * one, is anonymous; use is written back at most once a minute; pages render the visitor of a live session only.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tokenHash } from '../../worker/lib/token-hash'
import { SESSION_TIMEOUTS } from '../../worker/auth/sessions'
import { createUser, meStatus, signIn } from './accounts-fixtures'

async function setSessionTimes(key: string, times: { last_seen_at?: number; expires_at?: number }): Promise<void> {
  const hash = await tokenHash(key)
  for (const [column, value] of Object.entries(times)) {
    await env.DB.prepare(`UPDATE client_sessions SET ${column} = ?2 WHERE token_hash = ?1`).bind(hash, value).run()
  }
}

async function lastSeen(key: string): Promise<number> {
  return (await env.DB.prepare('SELECT last_seen_at FROM client_sessions WHERE token_hash = ?1').bind(await tokenHash(key)).first<number>('last_seen_at'))!
}

describe('idle and absolute timeouts', () => {
  it('a session idle longer than the idle timeout is anonymous; one just inside it lives', async () => {
    const { email } = await createUser()
    const session = await signIn(email)
    await setSessionTimes(session.key, { last_seen_at: Date.now() - SESSION_TIMEOUTS.idleMs + 60_000 })
    expect(await meStatus({ Cookie: session.cookie })).toBe(200)
    await setSessionTimes(session.key, { last_seen_at: Date.now() - SESSION_TIMEOUTS.idleMs - 1 })
    expect(await meStatus({ Cookie: session.cookie })).toBe(401)
  })

  it('a session past its absolute end is anonymous even when used a moment ago', async () => {
    const { email } = await createUser()
    const session = await signIn(email)
    await setSessionTimes(session.key, { expires_at: Date.now() - 1 })
    expect(await meStatus({ Authorization: `Token ${session.key}` })).toBe(401)
  })

  it('the absolute end is 90 days after sign-in, the idle timeout 30 days', async () => {
    expect(SESSION_TIMEOUTS).toMatchObject({ idleMs: 30 * 86_400_000, absoluteMs: 90 * 86_400_000 })
    const { email } = await createUser()
    const before = Date.now()
    const session = await signIn(email)
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM client_sessions WHERE token_hash = ?1')
      .bind(await tokenHash(session.key))
      .first<{ created_at: number; expires_at: number }>()
    expect(row!.created_at).toBeGreaterThanOrEqual(before)
    expect(row!.expires_at - row!.created_at).toBe(SESSION_TIMEOUTS.absoluteMs)
  })

  it('use is written back at most once a minute', async () => {
    const { email } = await createUser()
    const session = await signIn(email)
    const recent = Date.now() - 30_000
    await setSessionTimes(session.key, { last_seen_at: recent })
    expect(await meStatus({ Cookie: session.cookie })).toBe(200)
    expect(await lastSeen(session.key)).toBe(recent)
    const old = Date.now() - 5 * 60_000
    await setSessionTimes(session.key, { last_seen_at: old })
    expect(await meStatus({ Cookie: session.cookie })).toBe(200)
    expect(await lastSeen(session.key)).toBeGreaterThan(old + 60_000)
  })
})
