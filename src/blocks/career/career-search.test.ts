import { describe, expect, it } from 'vitest'
import { careerQuery, salaryShape, validateCareerSearch } from './career-search'

describe('career search (CAREER-02, CAREER-04, CAREER-07)', () => {
  it('CAREER-02: a known direction is kept, an unknown one and a bad page are dropped', () => {
    expect(validateCareerSearch({ direction: 'IT', page: '2' })).toEqual({ direction: 'IT', page: 2 })
    expect(validateCareerSearch({ direction: 'it', page: '0' })).toEqual({})
    expect(validateCareerSearch({ direction: 'HACK' })).toEqual({})
  })

  it('CAREER-07: 24 a page, newest first, with the direction', () => {
    expect(careerQuery({ direction: 'SALES' }, 24)).toEqual({ skip: 24, limit: 24, order_by: '-created', direction: 'SALES' })
  })

  it('CAREER-04: a salary is a range, one end, or none', () => {
    expect(salaryShape(100, 200)).toEqual({ kind: 'range', from: 100, to: 200 })
    expect(salaryShape(100, null)).toEqual({ kind: 'from', amount: 100 })
    expect(salaryShape(null, 200)).toEqual({ kind: 'to', amount: 200 })
    expect(salaryShape(null, null)).toEqual({ kind: 'none' })
  })
})
