import { describe, expect, it } from 'vitest'
import { wholeOf } from './typed-number'

describe('a whole number typed in a desk form (issue 42, BE-04)', () => {
  it('BE-04: nothing is null, a whole number is itself, anything else is -1 for the server to name', () => {
    expect([wholeOf(''), wholeOf('  '), wholeOf(' 12 '), wholeOf('0'), wholeOf('1.5'), wholeOf('-3'), wholeOf('x')]).toEqual([null, null, 12, 0, -1, -1, -1])
  })
})
