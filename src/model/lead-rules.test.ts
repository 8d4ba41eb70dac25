import { describe, expect, it } from 'vitest'
import { leadFieldRules, validateLead } from './lead-rules'

const FIELDS = [
  { slug: 'name', type: 'TEXT', required: true },
  { slug: 'phone', type: 'TEXT', required: true },
  { slug: 'goal', type: 'BIG_TEXT', required: false },
  { slug: 'business_owner', type: 'BOOL', required: false },
  { slug: 'messenger', type: 'TEXT', required: false },
] as const

describe('lead form rules from the definition (FORM-06, LEAD-02, VALID-01…04, OQ-06)', () => {
  it('requires the required text fields, a missing one counting as empty; BOOL fields have no rules', () => {
    expect(validateLead(FIELDS, {}, false)).toEqual({ name: 'forms.errors.required', phone: 'forms.errors.required' })
    expect(leadFieldRules(FIELDS[3], false)).toEqual([])
  })

  it('checks the phone with the phone input verdict and the lengths of OQ-06', () => {
    expect(validateLead(FIELDS, { name: 'A', phone: '123' }, false)).toEqual({ phone: 'forms.errors.phone_invalid' })
    expect(validateLead(FIELDS, { name: 'A'.repeat(101), phone: '+996555123456', goal: 'g'.repeat(2001) }, true)).toEqual({
      name: 'forms.errors.too_long',
      goal: 'forms.errors.too_long',
    })
    expect(validateLead(FIELDS, { name: 'A', phone: '+996555123456', goal: '', business_owner: true, messenger: 'telegram' }, true)).toEqual({})
  })

  it('takes a phone call, Telegram or WhatsApp as the messenger field, nothing else (issue 45.5)', () => {
    expect(validateLead(FIELDS, { name: 'A', phone: '+996555123456', messenger: 'viber' }, true)).toEqual({ messenger: 'forms.errors.invalid' })
  })
})
