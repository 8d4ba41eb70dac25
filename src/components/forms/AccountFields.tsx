import { LENGTH_LIMITS } from '../../model/validation'
import type { FormBinding } from './form-binding'
import { TextField } from './TextField'

type TextFields<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string

interface BoundFieldProps<Values> {
  form: FormBinding<Values>
  field: TextFields<Values>
  label: string
  readOnly?: boolean
}

/** An e-mail address of a form (VALID-08): the auth modal's, the profile's, the buy forms'. */
export function EmailField<Values>({ form, field, label, readOnly, maxLength = LENGTH_LIMITS.email.max }: BoundFieldProps<Values> & { maxLength?: number }) {
  return (
    <TextField
      id={form.id(field)}
      name={field}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={maxLength}
      required
      readOnly={readOnly}
      value={form.values[field] as string}
      error={form.errors[field]}
      onChange={form.change(field)}
    />
  )
}

/** A password of a form: the one in use (`current-password`) or a new one (`new-password`, OQ-03). */
export function PasswordField<Values>({ form, field, label, autoComplete }: BoundFieldProps<Values> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      id={form.id(field)}
      name={field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={form.values[field] as string}
      error={form.errors[field]}
      onChange={form.change(field)}
    />
  )
}
