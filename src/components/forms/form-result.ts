import type { FormSendResult } from '../../../machines/form.machine'
import { serverFieldErrors } from './server-field-errors'

/** What a call answered as the form kit's result, or the server's field errors of `fields` (400); else it throws. */
export async function formResult<Values, Output>(
  call: () => Promise<Output>,
  fields: readonly (keyof Values & string)[],
): Promise<FormSendResult<Values, Output>> {
  try {
    return { status: 'sent', output: await call() }
  } catch (error) {
    const errors = serverFieldErrors<Values>(error, fields)
    if (errors) return { status: 'invalid', errors }
    throw error
  }
}
