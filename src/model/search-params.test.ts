import { describe, expect, it } from 'vitest'
import {
  lastPage,
  oneOf,
  pageAfterEnd,
  pageNumber,
  pageParam,
  parseSearchString,
  routeSearch,
  skipFor,
  slugParam,
  stringifySearchString,
} from './search-params'

describe('search params (VALID-09, PAGINATION-01)', () => {
  it('keeps a page above 1 and drops page 1, non-numeric and negative values', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(4)).toBe(4)
    expect(pageParam('1')).toBeUndefined()
    expect(pageParam('abc')).toBeUndefined()
    expect(pageParam('-2')).toBeUndefined()
    expect(pageParam('2.5')).toBeUndefined()
    expect(pageParam('99999999999999999999')).toBeUndefined()
    expect(pageNumber('x')).toBe(1)
  })
  it('keeps only allowed values and slugs', () => {
    expect(oneOf(['ONLINE', 'OFFLINE'] as const, 'ONLINE')).toBe('ONLINE')
    expect(oneOf(['ONLINE', 'OFFLINE'] as const, 'online')).toBeUndefined()
    expect(oneOf(['ONLINE'] as const, 1)).toBeUndefined()
    expect(slugParam('ivan-petrov')).toBe('ivan-petrov')
    expect(slugParam('Ivan Petrov')).toBeUndefined()
  })
  it('computes skip from a page', () => {
    expect(skipFor(1, 24)).toBe(0)
    expect(skipFor(3, 24)).toBe(48)
  })
})

describe('routeSearch (VALID-09)', () => {
  const validate = routeSearch<{ page?: number; sort?: 'a' | 'b' }>(['page', 'sort'], (raw) => ({
    page: pageParam(raw.page),
    sort: oneOf(['a', 'b'] as const, raw.sort),
  }), ['alias'])

  it('answers every known key, undefined when dropped, so the router merge over the raw query drops it too', () => {
    const raw = { page: 'abc', sort: 'c', alias: 'x', other: 'kept' }
    expect({ ...raw, ...validate(raw) }).toStrictEqual({ page: undefined, sort: undefined, alias: undefined, other: 'kept' })
    expect({ ...validate({ page: '2', sort: 'b' }) }).toStrictEqual({ page: 2, sort: 'b', alias: undefined })
  })
})

describe('a page past the end (PAGINATION-01, EVENTS-08)', () => {
  it('names the last page, 1 for an empty list', () => {
    expect(lastPage(135, 24)).toBe(6)
    expect(lastPage(144, 24)).toBe(6)
    expect(lastPage(0, 24)).toBe(1)
  })
  it('sends a page after the last one to the last page, and leaves existing pages alone', () => {
    expect(pageAfterEnd(99, 12, 8)).toBe(2)
    expect(pageAfterEnd(2, 5, 24)).toBe(1)
    expect(pageAfterEnd(2, 0, 24)).toBe(1)
    expect(pageAfterEnd(Number.MAX_SAFE_INTEGER, 135, 24)).toBe(6)
    expect(pageAfterEnd(6, 135, 24)).toBeUndefined()
    expect(pageAfterEnd(1, 0, 24)).toBeUndefined()
  })
})

describe('the query string as the router reads and writes it (VALID-09)', () => {
  it('reads every value as the text of the address', () => {
    expect({ ...parseSearchString('?search=123&page=2&flag=true&tags=a%2Cb&q=a+b') }).toEqual({
      search: '123',
      page: '2',
      flag: 'true',
      tags: 'a,b',
      q: 'a b',
    })
    expect({ ...parseSearchString('') }).toEqual({})
    expect({ ...parseSearchString('page=3&page=4') }).toEqual({ page: '3' })
    const hostile = parseSearchString('?__proto__=x&constructor=y')
    expect(Object.getPrototypeOf(hostile)).toBeNull()
    expect(hostile.__proto__).toBe('x')
  })

  it('writes numbers and strings alike, without quotes, and leaves out what is not set', () => {
    expect(stringifySearchString({ search: '123', page: 2, date: '2026-12', theme: undefined, x: null })).toBe(
      '?search=123&page=2&date=2026-12',
    )
    expect(stringifySearchString({ tags: 'a,b', q: 'a b' })).toBe('?tags=a%2Cb&q=a+b')
    expect(stringifySearchString({})).toBe('')
  })

  it('writes back what it read', () => {
    const text = '?trainers_slug=kim&date=2026-12&page=2&search=%D0%BC%D0%B0%D1%80'
    expect(stringifySearchString(parseSearchString(text))).toBe(text)
  })
})
