import { describe, expect, it } from 'vitest'
import { phoneDisplay } from './phone-display'

describe('phoneDisplay (issue 23)', () => {
  it('writes a number in the international format of its own country, E.164 to call', () => {
    expect(phoneDisplay('+998712005060')).toEqual({ phone: '+998712005060', display: '+998 71 200 50 60' })
    expect(phoneDisplay('+996555100200')).toEqual({ phone: '+996555100200', display: '+996 555 100 200' })
    expect(phoneDisplay('+77273500600')).toEqual({ phone: '+77273500600', display: '+7 727 350 0600' })
  })

  it('reads a number written with spaces or dashes as the same number', () => {
    expect(phoneDisplay(' +996 (555) 100-200 ')).toEqual({ phone: '+996555100200', display: '+996 555 100 200' })
  })

  it('shows what is no phone number as it is', () => {
    expect(phoneDisplay('call the office')).toEqual({ phone: 'call the office', display: 'call the office' })
  })
})
