import { describe, expect, it } from 'vitest'
import { fileSizeShown, sizeInMegabytes, yearsSince } from './landing-figures'

describe('landing figures (OQ-25, ABOUT-02, ABOUT-03)', () => {
  it('counts the years from the founding year, never below zero', () => {
    expect(yearsSince(2008, new Date('2024-06-01T00:00:00Z'))).toBe(16)
    expect(yearsSince(2008, new Date('2026-11-26T00:00:00Z'))).toBe(18)
    expect(yearsSince(2030, new Date('2026-11-26T00:00:00Z'))).toBe(0)
  })

  it('writes a size in megabytes with one decimal: the about PDFs are about 4.6 and 3.2 MB', () => {
    expect(sizeInMegabytes(4_823_450)).toBe(4.6)
    expect(sizeInMegabytes(3_355_443)).toBe(3.2)
    expect(sizeInMegabytes(0)).toBe(0)
  })

  it('CAREER-06 (issue 42): a vacancy PDF of a few kilobytes shows kilobytes, a large one megabytes', () => {
    expect(fileSizeShown(900)).toEqual({ amount: 1, digits: 0, unit: 'kb' })
    expect(fileSizeShown(183_500)).toEqual({ amount: 179, digits: 0, unit: 'kb' })
    expect(fileSizeShown(4_823_450)).toEqual({ amount: 4.6, digits: 1, unit: 'mb' })
  })
})
