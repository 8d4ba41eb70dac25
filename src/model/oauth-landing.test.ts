import { describe, expect, it } from 'vitest'
import { oauthLanding } from './oauth-landing'

describe('oauthLanding (OAUTH-02…06)', () => {
  it('OAUTH-02: a sign-in lands on `next` or the profile in the language of the visit, with the result', () => {
    expect(oauthLanding('signed_in', 'login', 'ru')).toBe('/account?oauth=signed_in')
    expect(oauthLanding('registered', 'register', 'en')).toBe('/en/account?oauth=registered')
    expect(oauthLanding('signed_in', 'login', 'ky', '/ky/events?page=2')).toBe('/ky/events?page=2&oauth=signed_in')
  })

  it('OAUTH-04: connect lands on the profile whatever the answer', () => {
    expect(oauthLanding('google_connected', 'connect', 'en', '/en/account')).toBe('/en/account?oauth=google_connected')
    expect(oauthLanding('already_registered', 'connect', 'ru')).toBe('/account?oauth=already_registered')
  })

  it('OAUTH-05, OAUTH-06: a refused or failed sign-in or registration lands home, never on `next`', () => {
    expect(oauthLanding('account_not_found', 'login', 'en', '/en/account')).toBe('/en?oauth=account_not_found')
    expect(oauthLanding('already_registered', 'register', 'ru', '/events')).toBe('/?oauth=already_registered')
    expect(oauthLanding('rejected', null, 'ru')).toBe('/?oauth=rejected')
  })

  it('replaces an `oauth` the `next` page carried already', () => {
    expect(oauthLanding('signed_in', 'login', 'ru', '/account?oauth=failed')).toBe('/account?oauth=signed_in')
  })

  it('issue 39.3: a `next` a browser would read as another host lands on the profile', () => {
    for (const next of ['/.//evil.example/x', '/..//evil.example/x', '/%2e//evil.example/x', '//evil.example', '/\\evil.example']) {
      expect(oauthLanding('signed_in', 'login', 'en', next)).toBe('/en/account?oauth=signed_in')
    }
  })
})
