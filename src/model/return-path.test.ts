import { describe, expect, it } from 'vitest'
import { returnAddress, returnPath } from './return-path'

const ATTACKS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2E//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/a/..//evil.example/x',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example'.replace(' ', '\u0000'),
  '/\\/evil.example',
  'javascript:alert(1)',
  '/a b',
  'account',
  '',
]

describe('returnPath (OQ-38, OAUTH-02, issue 39.3)', () => {
  it('keeps paths of this site, normalised as a browser reads them', () => {
    expect(returnPath('/en/account?tab=1#orders')).toBe('/en/account?tab=1#orders')
    expect(returnPath('/ky/events/./i/../i/x')).toBe('/ky/events/i/x')
    expect(returnPath('/%2fevil.example')).toBe('/%2fevil.example')
  })

  it.each(ATTACKS)('refuses %j, which a browser could read as another host', (attack) => {
    expect(returnPath(attack)).toBeNull()
  })

  it('refuses nothing given', () => {
    expect(returnPath(null)).toBeNull()
    expect(returnPath(undefined)).toBeNull()
  })

  it('PAY-12: an absolute address on the given origin, or null', () => {
    expect(returnAddress('/payment/events/abc?check_mode=1', 'https://trainings.example')).toBe('https://trainings.example/payment/events/abc?check_mode=1')
    expect(returnAddress('/.//evil.example/x', 'https://trainings.example')).toBeNull()
  })
})
