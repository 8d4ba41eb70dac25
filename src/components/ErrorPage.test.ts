import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/client'
import { errorStatus } from './ErrorPage'

describe('errorStatus (ERR-01, ERR-03)', () => {
  it("shows a failed API call's HTTP status", () => {
    expect(errorStatus(new ApiRequestError(503, { code: 'unavailable', message: 'down' }))).toBe(503)
    expect(errorStatus(new ApiRequestError(404, { code: 'not_found', message: 'no page' }))).toBe(404)
  })

  it('shows 500 when the failure has no code', () => {
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus(new ApiRequestError(0, { code: 'network', message: 'offline' }))).toBe(500)
    expect(errorStatus(undefined)).toBe(500)
  })
})
