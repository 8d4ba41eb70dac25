import type { InputHTMLAttributes } from 'react'
import { Field, fieldControlProps } from './Field'

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>

export interface TextFieldProps extends InputAttributes {
  id: string
  name: string
  label: string
  value: string
  /** The first error of the field (VALID-02), a message key. */
  error?: string | null | undefined
  onChange: (value: string) => void
}

/** A labelled text input tied to its error (VALID-02, VALID-03: the machine trims what it gets). */
export function TextField({ id, name, label, value, error, required, onChange, ...attributes }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      <input
        {...attributes}
        {...fieldControlProps(id, error)}
        className="field__control"
        name={name}
        value={value}
        onChange={(changed) => onChange(changed.target.value)}
      />
    </Field>
  )
}
