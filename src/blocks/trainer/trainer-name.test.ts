import { describe, expect, it } from 'vitest'
import { splitFirstWord } from './trainer-name'

describe('splitFirstWord (TRAINER-03)', () => {
  it('splits a full name after its first word', () => {
    expect(splitFirstWord('Тимур Алиев')).toEqual({ first: 'Тимур', rest: 'Алиев' })
    expect(splitFirstWord('  Anna  Maria Smith ')).toEqual({ first: 'Anna', rest: 'Maria Smith' })
  })
  it('keeps a one-word name whole', () => {
    expect(splitFirstWord('Madonna')).toEqual({ first: 'Madonna', rest: '' })
    expect(splitFirstWord('')).toEqual({ first: '', rest: '' })
  })
})
