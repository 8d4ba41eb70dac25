import type { Context } from 'hono'
import type { IValidation } from 'typia'
import type { AppEnv } from '../env'
import { ApiError, validationError } from './errors'

/** Parses and validates the query string with a typia validator made for the endpoint's query type. */
export function validQuery<T>(c: Context<AppEnv>, validate: (input: URLSearchParams) => IValidation<T>): T {
  const result = validate(new URL(c.req.url).searchParams)
  if (!result.success) throw validationError(result.errors)
  return result.data
}

/** Parses the JSON body and validates it exactly: a field the server does not know is rejected. */
export async function validBody<T>(c: Context<AppEnv>, validate: (input: unknown) => IValidation<T>): Promise<T> {
  let input: unknown
  try {
    input = await c.req.json()
  } catch {
    throw new ApiError(400, { code: 'invalid_json', message: 'The body is not valid JSON' })
  }
  const result = validate(input)
  if (!result.success) throw validationError(result.errors)
  return result.data
}
