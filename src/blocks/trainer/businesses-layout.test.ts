import { describe, expect, it } from 'vitest'
import { businessesLayout } from './businesses-layout'

describe('businessesLayout (TRAINER-11)', () => {
  it('features the first, shows the next four and hides the rest above five', () => {
    expect(businessesLayout([1, 2, 3, 4, 5, 6, 7])).toEqual({ featured: 1, shown: [2, 3, 4, 5], more: [6, 7] })
  })
  it('has nothing behind the toggle with five or fewer', () => {
    expect(businessesLayout([1, 2, 3, 4, 5])).toEqual({ featured: 1, shown: [2, 3, 4, 5], more: [] })
    expect(businessesLayout([1, 2])).toEqual({ featured: 1, shown: [2], more: [] })
    expect(businessesLayout([])).toEqual({ featured: null, shown: [], more: [] })
  })
})
