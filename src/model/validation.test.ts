import { describe, expect, it } from 'vitest'
import { eventOrderFormRules, type EventOrderFormValues } from './entities/orders'
import {
  email,
  FIELD_ERRORS,
  firstError,
  hasErrors,
  LENGTH_LIMITS,
  lengthWithin,
  maxLength,
  minLength,
  mustBeChecked,
  phone,
  required,
  reviewFormRules,
  sameAs,
  trimText,
  trimValues,
  validateForm,
  type ReviewFormValues,
} from './validation'

describe('required (VALID-01, OQ-34)', () => {
  it('fails empty text, whitespace, null, undefined and an empty list', () => {
    for (const value of ['', '   ', null, undefined, []]) expect(required(value)).toBe(FIELD_ERRORS.required)
  })
  it('passes text, a filled list, numbers and every boolean (booleans are exempt)', () => {
    for (const value of ['a', ['x'], 0, false, true]) expect(required(value)).toBeNull()
  })
})

describe('mustBeChecked (VALID-08, OQ-34)', () => {
  it('passes only true, with its own message', () => {
    expect(mustBeChecked(true)).toBeNull()
    expect(mustBeChecked(false)).toBe('forms.errors.agreement_required')
    expect(mustBeChecked(undefined)).toBe('forms.errors.agreement_required')
  })
})

describe('email (VALID-05)', () => {
  it('needs text before and after an @; an empty value is left to required', () => {
    expect(email('a@b')).toBeNull()
    expect(email(' name@example.com ')).toBeNull()
    expect(email('')).toBeNull()
    for (const value of ['@b', 'a@', 'ab', 'a b@c']) expect(email(value)).toBe(FIELD_ERRORS.emailInvalid)
  })
})

describe('phone (VALID-04)', () => {
  it("takes the phone input's verdict for a filled value", () => {
    expect(phone(false)('+996 555')).toBe('forms.errors.phone_invalid')
    expect(phone(true)('+996 555 123 456')).toBeNull()
    expect(phone(false)('')).toBeNull()
  })
})

describe('firstError and validateForm (VALID-02)', () => {
  it('the first failing rule wins', () => {
    expect(firstError('', [required, maxLength(1)])).toBe(FIELD_ERRORS.required)
    expect(firstError('abc', [required, maxLength(1)])).toBe(FIELD_ERRORS.tooLong)
    expect(firstError('a', [required, maxLength(1)])).toBeNull()
  })

  it('gives one error per failing field and nothing for valid ones', () => {
    const errors = validateForm({ name: '', mail: 'x' }, { name: [required], mail: [required, email] })
    expect(errors).toEqual({ name: FIELD_ERRORS.required, mail: FIELD_ERRORS.emailInvalid })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors(validateForm({ name: 'a' }, { name: [required] }))).toBe(false)
  })
})

describe('trimValues (VALID-03)', () => {
  it('trims text values and leaves the rest', () => {
    expect(trimValues({ a: '  x ', b: true, c: 3 })).toEqual({ a: 'x', b: true, c: 3 })
  })

  it('trims zero-width and direction characters off both ends and removes control characters (VALID-01)', () => {
    expect(trimValues({ name: '\u0000\u200b', body: '\u200b\u200b', bom: '\ufeff\u2060\u00ad \u200e' })).toEqual({
      name: '',
      body: '',
      bom: '',
    })
    expect(trimText('\u200b Айгуль\u0007 \u200d')).toBe('Айгуль')
    expect(trimText('a\u0000b\u001bc\u007f\u0085')).toBe('abc')
  })

  it('keeps line breaks and tabs inside multi-line text, and joiners inside the text (an emoji sequence)', () => {
    expect(trimText('\u200b\n Первая строка\n\n\tвторая\r\nтретья \n\u200b')).toBe('Первая строка\n\n\tвторая\r\nтретья')
    expect(trimText('семья 👨\u200d👩\u200d👧')).toBe('семья 👨\u200d👩\u200d👧')
  })

  it('text that shows nothing is required-empty, in the form as on the server (VALID-01)', () => {
    expect(required('\u0000\u200b')).toBe(FIELD_ERRORS.required)
    expect(required('\u200b\u200b\n\ufeff')).toBe(FIELD_ERRORS.required)
    expect(required('\u200bx')).toBeNull()
    expect(maxLength(3)('\u200babc\u200b')).toBeNull()
  })
})

const VALID_REVIEW: ReviewFormValues = {
  client_name: 'Айгуль',
  client_phone: '+996555123456',
  entity_type: 'EVENT',
  entity_id: '',
  body: 'Отличный тренинг',
  agreement: true,
}

describe('reviewFormRules (REVIEWFORM-03)', () => {
  const valid = VALID_REVIEW
  it('accepts a complete review with no entity id', () => {
    expect(validateForm(valid, reviewFormRules(true))).toEqual({})
  })
  it('requires name, phone, type, text and the agreement; checks the phone and the lengths', () => {
    const empty = { ...valid, client_name: ' ', client_phone: '', entity_type: '', body: '', agreement: false }
    expect(validateForm(empty, reviewFormRules(false))).toEqual({
      client_name: FIELD_ERRORS.required,
      client_phone: FIELD_ERRORS.required,
      entity_type: FIELD_ERRORS.required,
      body: FIELD_ERRORS.required,
      agreement: FIELD_ERRORS.agreementRequired,
    })
    const long = { ...valid, client_name: 'n'.repeat(101), body: 'b'.repeat(5001) }
    expect(validateForm(long, reviewFormRules(false))).toEqual({
      client_name: FIELD_ERRORS.tooLong,
      client_phone: FIELD_ERRORS.phoneInvalid,
      body: FIELD_ERRORS.tooLong,
    })
  })
})

describe('length limits (OQ-06)', () => {
  it('minLength counts the trimmed text and leaves an empty value to required', () => {
    expect(minLength(10)('ok!')).toBe(FIELD_ERRORS.tooShort)
    expect(minLength(10)('  123456789  ')).toBe(FIELD_ERRORS.tooShort)
    expect(minLength(10)('1234567890')).toBeNull()
    expect(minLength(10)('  ')).toBeNull()
  })

  it('lengthWithin is too short below min and too long above max', () => {
    const rules = lengthWithin({ min: 2, max: 3 })
    expect(firstError('a', rules)).toBe(FIELD_ERRORS.tooShort)
    expect(firstError('ab', rules)).toBeNull()
    expect(firstError('abcd', rules)).toBe(FIELD_ERRORS.tooLong)
    expect(firstError('x'.repeat(101), lengthWithin(LENGTH_LIMITS.name))).toBe(FIELD_ERRORS.tooLong)
  })

  it('are those of OQ-06: name 100, e-mail 254, phone 20, review text 10–5000, free text 2000', () => {
    expect(LENGTH_LIMITS).toEqual({
      name: { max: 100 },
      email: { max: 254 },
      phone: { max: 20 },
      reviewBody: { min: 10, max: 5000 },
      freeText: { max: 2000 },
    })
  })
})

describe('the forms apply the limits of OQ-06', () => {
  const review = VALID_REVIEW
  const order: EventOrderFormValues = {
    client_name: 'Айгуль',
    client_phone: '+996555123456',
    client_email: 'aigul@example.kg',
    agreement: true,
  }

  it('a review text of 9 characters is too short, of 10 enough; a name of 100 fits; a phone of 21 is too long', () => {
    expect(validateForm({ ...review, body: 'ok!' }, reviewFormRules(true))).toEqual({ body: FIELD_ERRORS.tooShort })
    expect(validateForm({ ...review, body: ' 123456789 ' }, reviewFormRules(true))).toEqual({ body: FIELD_ERRORS.tooShort })
    expect(validateForm({ ...review, body: '1234567890', client_name: 'n'.repeat(100) }, reviewFormRules(true))).toEqual({})
    expect(validateForm({ ...review, client_phone: '+'.padEnd(21, '9') }, reviewFormRules(true))).toEqual({
      client_phone: FIELD_ERRORS.tooLong,
    })
  })

  it('the buy form: name over 100, phone over 20 and e-mail over 254 characters are too long', () => {
    const long = {
      ...order,
      client_name: 'n'.repeat(101),
      client_phone: '+996 555 123 456 7890',
      client_email: `${'a'.repeat(245)}@example.kg`,
    }
    expect(validateForm(long, eventOrderFormRules(true))).toEqual({
      client_name: FIELD_ERRORS.tooLong,
      client_phone: FIELD_ERRORS.tooLong,
      client_email: FIELD_ERRORS.tooLong,
    })
    expect(validateForm({ ...order, client_name: 'n'.repeat(100), client_email: `${'a'.repeat(243)}@example.kg` }, eventOrderFormRules(true))).toEqual({})
  })
})

describe('sameAs (AUTH-12)', () => {
  it('AUTH-12: the repeated value must equal the first', () => {
    expect(sameAs('12345678')('12345679')).toBe(FIELD_ERRORS.passwordsMismatch)
    expect(sameAs('12345678')('12345678')).toBeNull()
  })
})
