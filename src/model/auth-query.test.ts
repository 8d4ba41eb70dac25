import { describe, expect, it } from 'vitest'
import { authQueryTrigger, withoutAuthQuery } from './auth-query'
import { OAUTH_OUTCOMES } from './auth-messages'
import { OAUTH_RESULTS } from './oauth'

const query = (text: string) => new URLSearchParams(text)

describe('authQueryTrigger (AUTH-11, AUTH-14, OQ-38)', () => {
  it('AUTH-11: reset_password with token and uid opens the reset', () => {
    expect(authQueryTrigger(query('reset_password&token=t1&uid=42'))).toEqual({ kind: 'reset', link: { token: 't1', uid: '42' } })
    expect(authQueryTrigger(query('reset_password&token=t1'))).toBeNull()
  })

  it('AUTH-14: verify_email with a key verifies', () => {
    expect(authQueryTrigger(query('verify_email&key=k1'))).toEqual({ kind: 'verifyEmail', key: 'k1' })
    expect(authQueryTrigger(query('verify_email'))).toBeNull()
  })

  it('issue 39.5: sign_in_link with a token signs in; the address loses both', () => {
    expect(authQueryTrigger(query('sign_in_link&token=t2'))).toEqual({ kind: 'signInLink', token: 't2' })
    expect(authQueryTrigger(query('sign_in_link'))).toBeNull()
    expect(withoutAuthQuery(query('sign_in_link&token=t2&page=3'))).toBe('?page=3')
  })

  it('a known social sign-in result shows; an unknown one is ignored', () => {
    for (const result of OAUTH_RESULTS) expect(authQueryTrigger(query(`oauth=${result}`))).toEqual({ kind: 'oauth', result })
    expect(authQueryTrigger(query('oauth=pwned'))).toBeNull()
  })

  it('OQ-38: login opens the login form and keeps only a same-site next', () => {
    expect(authQueryTrigger(query('login&next=/account'))).toEqual({ kind: 'login', next: '/account' })
    expect(authQueryTrigger(query('login&next=//evil.example/x'))).toEqual({ kind: 'login', next: null })
    expect(authQueryTrigger(query('login&next=/.//evil.example/x'))).toEqual({ kind: 'login', next: null })
    expect(authQueryTrigger(query('login'))).toEqual({ kind: 'login', next: null })
  })

  it('every social sign-in result has what it shows', () => {
    for (const result of OAUTH_RESULTS) expect(OAUTH_OUTCOMES[result]).toBeDefined()
    expect(OAUTH_OUTCOMES.account_not_found).toEqual({ show: 'login', notice: 'auth.login.errors.account_not_found' })
  })
})

describe('withoutAuthQuery', () => {
  it('removes the triggers’ keys and keeps the rest', () => {
    expect(withoutAuthQuery(query('reset_password&token=t&uid=1&page=2'))).toBe('?page=2')
    expect(withoutAuthQuery(query('verify_email&key=k'))).toBe('')
  })
})
