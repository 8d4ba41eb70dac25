import { describe, expect, it } from 'vitest'
import { accountLoginHref } from './account-access'

describe('accountLoginHref (OQ-38, ROUTE-08)', () => {
  it('OQ-38: home of the same language with the login trigger and the profile as where to return', () => {
    expect(accountLoginHref('ru')).toBe('/?login&next=/account')
    expect(accountLoginHref('en')).toBe('/en?login&next=/en/account')
    expect(new URLSearchParams(accountLoginHref('ky').split('?')[1]).get('next')).toBe('/ky/account')
  })
})
