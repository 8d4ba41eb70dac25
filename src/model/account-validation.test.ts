import { describe, expect, it } from 'vitest'
import { password, PROFILE_RULES, REGISTRATION_RULES } from './account-validation'
import { validateForm } from './validation'

describe('account rules (OQ-03, AUTH-06, PROFILE-02)', () => {
  it('OQ-03: a password of 8 characters passes, 7 is too short, 129 too long; spaces count and are not trimmed', () => {
    expect(password('12345678')).toBeNull()
    expect(password('1234567')).toBe('forms.errors.password_too_short')
    expect(password('   1234 ')).toBeNull()
    expect(password('')).toBe('forms.errors.required')
    expect(password('x'.repeat(128))).toBeNull()
    expect(password('x'.repeat(129))).toBe('forms.errors.too_long')
    expect(password('😀😀😀😀😀😀😀😀')).toBeNull()
  })

  it('VALID-06, AUTH-06, issue 39.6: a password of only spaces, control or invisible characters is refused', () => {
    for (const blank of [' '.repeat(8), '\t'.repeat(8), '\u0001'.repeat(8), '\u00a0'.repeat(8), '\u200b'.repeat(8), '\u3000 \n\r\u2028\u0000\u007f\u200d']) {
      expect(password(blank), JSON.stringify(blank)).toBe('forms.errors.password_blank')
    }
    expect(password('       x')).toBeNull()
  })

  it('AUTH-06: registration requires both names, a valid address and the password', () => {
    expect(validateForm({ first_name: ' ', last_name: 'B', email: 'a@b', password: 'short' }, REGISTRATION_RULES)).toEqual({
      first_name: 'forms.errors.required',
      email: 'forms.errors.email_invalid',
      password: 'forms.errors.password_too_short',
    })
    expect(validateForm({ first_name: 'A', last_name: 'B', email: 'a@b.example', password: 'eight ch' }, REGISTRATION_RULES)).toEqual({})
  })

  it('PROFILE-02: the middle name is optional but limited like the names', () => {
    expect(validateForm({ first_name: 'A', last_name: 'B', middle_name: '' }, PROFILE_RULES)).toEqual({})
    expect(validateForm({ first_name: 'A', last_name: 'B', middle_name: 'x'.repeat(101) }, PROFILE_RULES)).toEqual({ middle_name: 'forms.errors.too_long' })
  })
})
