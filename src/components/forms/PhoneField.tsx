import { Field } from './Field'
import { PhoneInput } from './PhoneInput'

export interface PhoneFieldProps {
  id: string
  name: string
  label: string
  value: string
  error?: string | null | undefined
  required?: boolean
  onChange: (value: string) => void
  /** The number's validity by libphonenumber-js (VALID-04). */
  onValidity: (valid: boolean) => void
}

/** A labelled phone input (VALID-04) tied to its error. */
export function PhoneField({ id, name, label, value, error, required, onChange, onValidity }: PhoneFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      <PhoneInput id={id} name={name} value={value} error={error} onChange={onChange} onValidity={onValidity} />
    </Field>
  )
}
