import { describe, expect, it } from 'vitest'
import { decodedComponent } from './uri-component'

describe('decodedComponent (issue 39.7)', () => {
  it('decodes percent-encoded UTF-8', () => {
    expect(decodedComponent('%D0%BA%20a%2Fb')).toBe('к a/b')
  })

  it.each(['%ff', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '%C0%AF'])('answers undefined for the malformed %s', (text) => {
    expect(decodedComponent(text)).toBeUndefined()
  })
})
