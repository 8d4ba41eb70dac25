/**
 * Signing in and out (issue 28 §2; API-03, API-01, AUTH-17, BE-16, OQ-53): the session cookie's attributes, the key
 * for API clients, rotation at sign-in, logout on the server, the 401 of anonymous reads, and one answer for an
 * unknown address and a wrong password.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { SignedIn } from '../../src/model/entities/users'
import { tokenHash } from '../../worker/lib/token-hash'
import { createUser, meStatus, newEmail, PASSWORD, send, sessionCookie, signIn } from './accounts-fixtures'

describe('POST client_users/login (API-03, OQ-53)', () => {
  it('answers the key and the user and sets the __Host- session cookie: HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const user = await createUser()
    const response = await send('POST', 'client_users/login?language=en', { email: ` ${user.email.toUpperCase()} `, password: PASSWORD })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await response.json()) as SignedIn
    expect(body.user).toMatchObject({ id: user.id, email: user.email, email_verified: true, has_password: true })
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-session='))!
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=7776000', 'Path=/', 'SameSite=Lax', 'Secure'])
    expect(cookie).toContain(`__Host-session=${body.key};`)
    const stored = await env.DB.prepare('SELECT token_hash FROM client_sessions WHERE user_id = ?1').bind(user.id).all<{ token_hash: string }>()
    expect(stored.results.map((row) => row.token_hash)).toEqual([await tokenHash(body.key)])
  })

  it('the cookie and `Authorization: Token <key>` both read GET me (API-01)', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const byCookie = await send('GET', 'client_users/me', undefined, { Cookie: session.cookie })
    expect(byCookie.status).toBe(200)
    expect(await byCookie.json()).toMatchObject({ id: user.id, first_name: 'Aida', last_name: 'Osmonova' })
    expect(await meStatus({ Authorization: `Token ${session.key}` })).toBe(200)
  })

  it('an unknown address and a wrong password get the same 400 (no enumeration)', async () => {
    const user = await createUser()
    const wrong = await send('POST', 'client_users/login', { email: user.email, password: 'not the password' })
    const unknown = await send('POST', 'client_users/login', { email: newEmail('nobody'), password: 'not the password' })
    const social = await send('POST', 'client_users/login', { email: (await createUser({ password: null })).email, password: 'not the password' })
    for (const response of [wrong, unknown, social]) {
      expect(response.status).toBe(400)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    const bodies = await Promise.all([wrong, unknown, social].map((response) => response.json()))
    expect(bodies[0]).toEqual({ code: 'invalid_credentials', message: expect.any(String) })
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
  })

  it('VALID-03, issue 28: a password with spaces at its ends registers and signs in as typed, not trimmed', async () => {
    const email = newEmail('spaced')
    const registered = await send('POST', 'client_users/registration?language=en', { first_name: 'A', last_name: 'B', email, password: ' spaced pass ' })
    expect(registered.status).toBe(202)
    expect((await send('POST', 'client_users/login', { email, password: ' spaced pass ' })).status).toBe(200)
    expect((await send('POST', 'client_users/login', { email, password: 'spaced pass' })).status).toBe(400)
  })

  it('a malformed body is a 400 with field errors', async () => {
    const response = await send('POST', 'client_users/login', { email: 'not an address', password: 'x' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).fields).toEqual({ email: ['forms.errors.email_invalid'] })
    const missing = await send('POST', 'client_users/login', { email: 'a@b.example' })
    expect(((await missing.json()) as ApiErrorBody).fields).toEqual({ password: ['forms.errors.required'] })
  })
})

describe('sessions end where they should (ASVS V7)', () => {
  it('signing in again with a session cookie replaces that session: the old cookie is useless', async () => {
    const user = await createUser()
    const first = await signIn(user.email)
    const second = await signIn(user.email, PASSWORD, { Cookie: first.cookie })
    expect(second.key).not.toBe(first.key)
    expect(await meStatus({ Cookie: first.cookie })).toBe(401)
    expect(await meStatus({ Cookie: second.cookie })).toBe(200)
  })

  it('logout ends the session on the server and clears the cookie (AUTH-17)', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const other = await signIn(user.email)
    const response = await send('POST', 'client_users/logout', undefined, { Cookie: session.cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: 'signed_out' })
    expect(sessionCookie(response)).toBe('__Host-session=')
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/)
    expect(await meStatus({ Cookie: session.cookie })).toBe(401)
    expect(await meStatus({ Authorization: `Token ${session.key}` })).toBe(401)
    expect(await meStatus({ Cookie: other.cookie })).toBe(200)
  })

  it('a logout or profile change from another site is a 403 and leaves the session alone (OQ-53)', async () => {
    const session = await signIn((await createUser()).email)
    const evil = { Cookie: session.cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }
    expect((await send('POST', 'client_users/logout', undefined, evil)).status).toBe(403)
    expect((await send('PUT', 'client_users/me', { first_name: 'Evil', last_name: 'Site' }, evil)).status).toBe(403)
    const me = await send('GET', 'client_users/me', undefined, { Cookie: session.cookie })
    expect(await me.json()).toMatchObject({ first_name: 'Aida' })
  })

  it('GET me without a session, or with an unknown one, is a 401 {detail} in JSON', async () => {
    for (const headers of [{}, { Cookie: '__Host-session=forged' }, { Authorization: 'Token forged' }] as Record<string, string>[]) {
      const response = await send('GET', 'client_users/me', undefined, headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ code: 'not_authenticated', message: expect.any(String), detail: expect.any(String) })
    }
  })
})
