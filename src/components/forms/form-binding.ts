import { useEffect, useRef, type FormEvent, type RefObject } from 'react'
import type { FormEdit, FormValue, FormView } from '../../model/form-draft'
import type { FieldErrors } from '../../model/validation'
import { focusInvalidControl } from './focus-invalid'
import { checkPhone } from './phone-lib'

/** A form's state and editing events as its field components take them. */
export interface FormBinding<Values> {
  /** The element id of a field's control. */
  id(field: keyof Values & string): string
  values: Values
  errors: FieldErrors<Values>
  change(field: keyof Values & string): (value: FormValue) => void
  phoneValidity(valid: boolean): void
}

/** The fields of a form that hold text. */
export type TextFields<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string

/** What a text control takes from its form: its id and name, value, error and change handler. */
export function boundText<Values>(form: FormBinding<Values>, field: TextFields<Values>) {
  return { id: form.id(field), name: field, value: form.values[field] as string, error: form.errors[field], onChange: form.change(field) }
}

export function formBinding<Values>(prefix: string, view: FormView<Values>, send: (edit: FormEdit<Values>) => void): FormBinding<Values> {
  return {
    id: (field) => `${prefix}-${field}`,
    values: view.values,
    errors: view.errors,
    change: (field) => (value) => send({ type: 'form.change', field, value }),
    phoneValidity: (valid) => send({ type: 'form.phoneValidity', valid }),
  }
}

/**
 * VALID-02: the submit handler of a form, after which focus goes to the first field (in `fields` order) with an
 * error, once the form is back to editing (the form's own errors at once, the server's after the answer).
 */
export function useSubmitWithFocus<Values>(
  form: RefObject<HTMLFormElement | null>,
  binding: FormBinding<Values>,
  phase: FormView<Values>['phase'],
  fields: readonly (keyof Values & string)[],
  submit: () => void,
) {
  const pending = useRef(false)
  useEffect(() => {
    if (!pending.current || phase === 'sending') return
    const first = fields.find((field) => binding.errors[field])
    // Editing without errors: the submit waits for a machine still loading (a first click on a fresh form).
    if (phase === 'editing' && !first) return
    pending.current = false
    if (first) focusInvalidControl(form.current?.querySelector<HTMLElement>(`#${binding.id(first)}`))
  })
  return (event: FormEvent) => {
    event.preventDefault()
    // The focus follows this submit's errors, not those a render shows before it (the phone's verdict just below).
    const send = () => {
      pending.current = true
      submit()
    }
    // VALID-04: the number as it is now gets its verdict before the form decides. The phone input reports one after
    // each render, which can come after the click: the library arriving between the last key and the click left the
    // form with no verdict for the number, and a valid number was refused.
    const phone = form.current?.querySelector<HTMLInputElement>('input[type="tel"]')
    if (!phone) return send()
    void checkPhone(phone.value)
      .then(binding.phoneValidity, (failure: unknown) => console.warn('phone input: libphonenumber-js failed to load', failure))
      .finally(send)
  }
}
