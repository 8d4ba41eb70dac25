import { describe, expect, it } from 'vitest'
import { formatFigure } from './format-figure'

describe('formatFigure (ABOUT-02, ABOUT-03, FRANCHISE-05)', () => {
  it('writes Kyrgyz figures with the CLDR Kyrgyz separators, which browsers lack', () => {
    expect(formatFigure('ky', 1500)).toBe('1\u00a0500')
    expect(formatFigure('ky', 4.6, 1)).toBe('4,6')
    expect(formatFigure('en', 1500)).toBe('1,500')
    expect(formatFigure('ru', 3.2, 1)).toBe('3,2')
  })
})
