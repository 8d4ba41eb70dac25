import type { ReactNode } from 'react'
import { FieldError, fieldControlProps } from './Field'

export interface CheckboxProps {
  id: string
  name?: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** A message key, e.g. `forms.errors.agreement_required` (OQ-34). */
  error?: string | null | undefined
  required?: boolean
  /** The label; may hold a link (the personal-data policy). */
  children: ReactNode
}

/** A checkbox with its label and error, such as the personal-data agreement (VALID-08). */
export function Checkbox({ id, name, checked, onChange, error, required, children }: CheckboxProps) {
  return (
    <div className={`checkbox-field${error ? ' checkbox-field--invalid' : ''}`}>
      <div className="checkbox-field__row">
        <input
          {...fieldControlProps(id, error)}
          type="checkbox"
          className="checkbox-field__input"
          name={name}
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox-field__label" htmlFor={id}>
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
