import { describe, expect, it } from 'vitest'
import { boundedMemo, boundedMemoByStrings } from './bounded-memo'

describe('boundedMemo (issue 43)', () => {
  it('computes a key once and keeps at most the limit, the oldest going first', () => {
    const computed: string[] = []
    const upper = boundedMemo(2, (key) => (computed.push(key), key.toUpperCase()))
    expect([upper('a'), upper('a'), upper('b'), upper('c'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'C', 'B', 'A'])
    expect(computed).toEqual(['a', 'b', 'c', 'a'])
  })

  it('keeps a function of several strings by all of them, spaces and empty ones included', () => {
    const computed: string[][] = []
    const joined = boundedMemoByStrings(8, (zone: string, date: string) => (computed.push([zone, date]), `${zone}|${date}`))
    expect(joined('Asia/Bishkek', '2026-11-20T04:00:00Z')).toBe('Asia/Bishkek|2026-11-20T04:00:00Z')
    expect(joined('a b', 'c')).toBe('a b|c')
    expect(joined('a', 'b c')).toBe('a|b c')
    expect(joined('', '')).toBe('|')
    expect(joined('a b', 'c')).toBe('a b|c')
    expect(computed).toEqual([['Asia/Bishkek', '2026-11-20T04:00:00Z'], ['a b', 'c'], ['a', 'b c'], ['', '']])
  })
})
