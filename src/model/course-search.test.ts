import { describe, expect, it } from 'vitest'
import { changeCoursesSearch, coursesListCall, parseCoursesSearch, routeCoursesSearch } from './course-search'

describe('courses list search (COURSES-02, COURSES-03)', () => {
  it('COURSES-02: keeps known theme, type, sort and page', () => {
    expect(parseCoursesSearch({ page: '2', theme: 'FINANCE', type: 'ONLINE_COURSE', order_by: 'created' })).toEqual({
      page: 2,
      theme: 'FINANCE',
      type: 'ONLINE_COURSE',
      order_by: 'created',
    })
  })

  it('COURSES-02: drops unknown values, a bad page and the default sort', () => {
    expect(parseCoursesSearch({ page: 'abc', theme: 'finance', type: 'NOPE', order_by: '-created', other: 'x' })).toEqual({})
  })

  it('VALID-09: the route search names every key, undefined when dropped, so the raw value cannot merge back', () => {
    expect(routeCoursesSearch({ theme: 'BOGUS', type: 'LIVE' })).toEqual({
      page: undefined,
      theme: undefined,
      type: 'LIVE',
      order_by: undefined,
    })
  })

  it('a filter change goes back to page 1; the default sort leaves the address', () => {
    expect(changeCoursesSearch({ page: 3, theme: 'HR' }, 'type', 'LIVE')).toEqual({ theme: 'HR', type: 'LIVE' })
    expect(changeCoursesSearch({ order_by: 'created' }, 'order_by', '-created')).toEqual({})
    expect(changeCoursesSearch({ theme: 'HR' }, 'theme', undefined)).toEqual({})
  })

  it('COURSES-03: 24 a page, newest first by default, with the filters', () => {
    expect(coursesListCall({}, 0)).toEqual({ skip: 0, limit: 24, expand: 'images', order_by: '-created' })
    expect(coursesListCall({ theme: 'SALES', type: 'LIVE', order_by: 'created' }, 48)).toEqual({
      skip: 48,
      limit: 24,
      expand: 'images',
      order_by: 'created',
      theme: 'SALES',
      type: 'LIVE',
    })
  })
})
