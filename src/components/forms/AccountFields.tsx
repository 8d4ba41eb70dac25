import { LENGTH_LIMITS } from '../../model/validation'
import { boundText, type FormBinding, type TextFields } from './form-binding'
import { TextField } from './TextField'

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
      {...boundText(form, field)}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={maxLength}
      required
      readOnly={readOnly}
    />
  )
}

/** A password of a form: the one in use (`current-password`) or a new one (`new-password`, OQ-03). */
export function PasswordField<Values>({ form, field, label, autoComplete }: BoundFieldProps<Values> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField {...boundText(form, field)} label={label} type="password" autoComplete={autoComplete} required />
  )
}
