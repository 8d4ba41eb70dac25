import { describe, expect, it } from 'vitest'
import { boundedMemo } from './bounded-memo'

describe('boundedMemo (issue 43)', () => {
  it('computes a key once and keeps at most the limit, the oldest going first', () => {
    const computed: string[] = []
    const upper = boundedMemo(2, (key) => (computed.push(key), key.toUpperCase()))
    expect([upper('a'), upper('a'), upper('b'), upper('c'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'C', 'B', 'A'])
    expect(computed).toEqual(['a', 'b', 'c', 'a'])
  })
})
