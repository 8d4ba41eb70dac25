import { ApiRequestError } from '../../api/client'
import { knownFieldErrors, type FieldErrors } from '../../model/validation'

/**
 * A 400's field errors that a form can show under its `fields` (VALID-02: the first per field; only messages the
 * site can say, FIELD_ERRORS), or null when there are none: anything else is a failure the form reports as a whole
 * (a toast or an error panel).
 */
export function serverFieldErrors<Values>(error: unknown, fields: readonly (keyof Values & string)[]): FieldErrors<Values> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body.fields) return null
  const errors = knownFieldErrors<Values>(error.body.fields, fields)
  return Object.keys(errors).length > 0 ? errors : null
}
