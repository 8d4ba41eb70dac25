import { describe, expect, it } from 'vitest'
import { firstName, shownName } from './viewer'

describe('the names the header shows (AUTH-18, issue 40.4)', () => {
  it('the shown name joins first and last name; the bar shows the first name alone', () => {
    const user = { first_name: ' Аида ', last_name: 'Токтогулова', email: 'aida@example.kg' }
    expect(shownName(user)).toBe('Аида Токтогулова')
    expect(firstName(user)).toBe('Аида')
  })

  it('without a first name the bar shows the shown name, and without any name the e-mail', () => {
    expect(firstName({ first_name: ' ', last_name: 'Токтогулова', email: 'aida@example.kg' })).toBe('Токтогулова')
    expect(firstName({ first_name: '', last_name: '', email: 'aida@example.kg' })).toBe('aida@example.kg')
  })
})
