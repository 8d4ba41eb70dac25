import { ApiRequestError } from '../../api/client'
import { FIELD_ERRORS, type FieldErrors } from '../../model/validation'

const KNOWN = new Set<string>(Object.values(FIELD_ERRORS))

/**
 * A 400's field errors that a form can show under its `fields` (VALID-02: the first per field; only messages the
 * site can say, FIELD_ERRORS), or null when there are none: anything else is a failure the form reports as a whole
 * (a toast or an error panel).
 */
export function serverFieldErrors<Values>(error: unknown, fields: readonly (keyof Values & string)[]): FieldErrors<Values> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body.fields) return null
  const errors: FieldErrors<Values> = {}
  for (const field of fields) {
    const first = error.body.fields[field]?.find((key) => KNOWN.has(key))
    if (first) errors[field] = first as FieldErrors<Values>[typeof field]
  }
  return Object.keys(errors).length > 0 ? errors : null
}
