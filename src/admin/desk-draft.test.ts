import { describe, expect, it } from 'vitest'
import { deskErrorKey } from './desk-action'
import { saveFailureKey } from './desk-draft'

describe('what a whole-record desk form says when its save is refused (issue 42, BE-20, BE-23)', () => {
  it('BE-20, BE-23: a 400 with field errors reads "check the fields"; a stale save and answered fields name themselves', () => {
    const field = { 'fields.0.slug': ['admin.forms.has_answers'] }
    expect(saveFailureKey(deskErrorKey('invalid_input'), { email: ['forms.errors.email_invalid'] })).toBe('admin.errors.invalid_input')
    expect(saveFailureKey(deskErrorKey('unexpected_code'), field)).toBe('admin.errors.invalid_input')
    expect(saveFailureKey(deskErrorKey('field_has_answers'), field)).toBe('admin.errors.field_has_answers')
    expect(saveFailureKey(deskErrorKey('stale_version'), {})).toBe('admin.errors.stale_version')
    expect(saveFailureKey(deskErrorKey('network'), {})).toBe('admin.errors.other')
    expect(saveFailureKey(null, {})).toBeNull()
  })
})
