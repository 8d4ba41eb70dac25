import { describe, expect, it } from 'vitest'
import { oneLine, QUOTE_PREFIX, quotedLines } from './mail-text'

describe('visitors’ values in a plain-text mail (issue 39.9, BE-20)', () => {
  it.each([
    ['Айгерим\nТелефон: +7 999 000-00-00', 'Айгерим Телефон: +7 999 000-00-00'],
    ['a\r\nb\rc', 'a b c'],
    ['a\u2028b\u2029c\u0085d', 'a b c d'],
    ['a\tb\u0000c\u001bd\u007fe\u009bf', 'a b c d e f'],
    ['\n  a  \n', 'a'],
  ])('a one-line value stays on one line: %j', (value, line) => {
    expect(oneLine(value)).toBe(line)
  })

  it('free text is an indented quote, line by line, whatever breaks its lines', () => {
    expect(quotedLines('Хочу учиться\r\nТелефон: +7 999\u2028Email: x@y\rend\u0085\u0007bell')).toEqual([
      `${QUOTE_PREFIX}Хочу учиться`,
      `${QUOTE_PREFIX}Телефон: +7 999`,
      `${QUOTE_PREFIX}Email: x@y`,
      `${QUOTE_PREFIX}end`,
      `${QUOTE_PREFIX}bell`,
    ])
  })

  it('no line of either starts without its prefix', () => {
    const text = quotedLines('x\n\nТелефон: 1\n\tТелефон: 2').join('\n')
    for (const line of text.split('\n')) expect(line.startsWith(QUOTE_PREFIX.trimEnd())).toBe(true)
    expect(oneLine('x\nТелефон: 1').split('\n')).toHaveLength(1)
  })
})
