import type { ErrorHandler } from 'hono'
import type { IValidation } from 'typia'
import type { ApiErrorBody } from '../../src/model/api'
import { DatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable'

/** An API failure with its HTTP status and the error body of the contract. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

export function notFound(what = 'resource'): ApiError {
  return new ApiError(404, { code: 'not_found', message: `The ${what} was not found` })
}

/** `$input.limit` → `limit`; `$input.fields[0].value` → `fields[0].value`. */
function fieldName(path: string): string {
  return path.replace(/^\$input\.?/, '') || '_'
}

/** Message key for a failed typia check: visitors' forms translate these (forms.errors.*). */
function messageKey(expected: string, value: unknown): string {
  if (value === undefined) return 'forms.errors.required'
  if (expected === 'undefined') return 'api.errors.unknown_field'
  if (/^\(*number\b/.test(expected)) return numberMessageKey(expected, value)
  // A value of another type is named as such before its tags (length, pattern) are looked at: `client_name: 1`.
  if (/^\(*string\b/.test(expected) && typeof value !== 'string') return 'api.errors.invalid_type'
  if (/MinLength|MaxLength/.test(expected)) return 'api.errors.length'
  if (/"email"/.test(expected)) return 'forms.errors.email_invalid'
  if (/\|/.test(expected) || /^"/.test(expected)) return 'api.errors.unknown_value'
  return 'api.errors.invalid_type'
}

/** `limit=abc`, `skip=1.5` are not numbers of the kind asked for; `skip=-1`, `limit=1000` are out of range. */
function numberMessageKey(expected: string, value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'api.errors.invalid_type'
  if (/Type<"u?int(32|64)">/.test(expected) && !Number.isInteger(value)) return 'api.errors.invalid_type'
  return 'api.errors.out_of_range'
}

/**
 * A 400 with every failing field (DESIGN "The API": `{code, message, fields}`). Field names come from the request,
 * so `__proto__`, `constructor` or `toString` are names like any other: the map has no prototype to inherit them
 * from (a plain `{}` answered `fields.constructor` with Object and made the request a 500).
 */
export function validationError(errors: IValidation.IError[]): ApiError {
  const fields = new Map<string, string[]>()
  for (const error of errors) {
    const name = fieldName(error.path)
    const key = messageKey(error.expected, error.value)
    const list = fields.get(name) ?? []
    if (!list.includes(key)) list.push(key)
    fields.set(name, list)
  }
  return new ApiError(400, {
    code: 'invalid_input',
    message: 'The request has invalid fields',
    fields: fieldMap(fields),
  })
}

/**
 * The `fields` of an error body from field names chosen by the request: an object without prototype whose keys
 * are all own properties (`JSON.stringify` writes `__proto__` as the key it is).
 */
export function fieldMap(entries: Iterable<readonly [string, string[]]>): Record<string, string[]> {
  const fields = Object.create(null) as Record<string, string[]>
  for (const [name, keys] of entries) fields[name] = keys
  return fields
}

/**
 * The API apps' answer to a thrown failure: an ApiError as it says; D1 unreachable → 503 with `Retry-After` (nothing
 * was written: a write's statements go in one batch, issue 43.2); anything else → a logged 500 without detail.
 */
export function apiFailure(label: string): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
    if (error instanceof DatabaseUnavailable) {
      console.warn(label, 'database unavailable', c.req.method, c.req.path, error.cause)
      const body: ApiErrorBody = { code: 'temporarily_unavailable', message: 'The service is temporarily unavailable; please try again in a minute' }
      return c.json(body, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
    console.error(label, c.req.method, c.req.path, error)
    return c.json<ApiErrorBody>({ code: 'internal', message: 'Internal server error' }, 500)
  }
}
