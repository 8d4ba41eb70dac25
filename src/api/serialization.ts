import { createSerializationAdapter } from '@tanstack/react-router'
import type { ApiErrorBody } from '../model/api'
import { ApiRequestError } from './client'

/**
 * A loader's API failure crosses from the server render to the browser with its status and body, so the error page
 * the browser hydrates shows the same code the server answered with (PAGE-03, ERR-03, ERR-10).
 */
export const apiRequestErrorAdapter = createSerializationAdapter({
  key: 'api-request-error',
  test: (value: unknown): value is ApiRequestError => value instanceof ApiRequestError,
  toSerializable: (error: ApiRequestError) => ({ status: error.status, body: { ...error.body } }),
  fromSerializable: (value: { status: number; body: ApiErrorBody }) => new ApiRequestError(value.status, value.body),
})
