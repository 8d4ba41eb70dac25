import { describe, expect, it } from 'vitest'
import { emblaOptions, visibleSlideIndex } from './carousel-engine'

describe('carousel engine', () => {
  it('embla starts on the slide the native track was scrolled to', () => {
    expect(visibleSlideIndex(0, [0, 300, 600])).toBe(0)
    expect(visibleSlideIndex(299.5, [0, 300, 600])).toBe(1)
    expect(visibleSlideIndex(650, [0, 300, 600])).toBe(2)
  })

  it("HOME-04: 'grid-desktop' switches embla off from 992 px; 'slider' never", () => {
    expect(emblaOptions('grid-desktop', 0, false).breakpoints).toEqual({ '(min-width: 992px)': { active: false } })
    expect(emblaOptions('slider', 2, false)).toMatchObject({ startIndex: 2, breakpoints: {} })
  })
})
