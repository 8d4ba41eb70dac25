import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'

/** The id of a field's error message, which the control names in `aria-describedby`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`
}

/**
 * What a form control needs to be tied to its error (VALID-02): `aria-invalid` and `aria-describedby` while an
 * error shows, nothing otherwise.
 */
export function fieldControlProps(id: string, error: string | null | undefined) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  }
}

/** A field's error text under it (a message key such as `forms.errors.required`). */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  const t = useT()
  if (!error) return null
  return (
    <p id={fieldErrorId(id)} className="field__error">
      {t(error)}
    </p>
  )
}

export interface FieldProps {
  /** The control's id: the label points at it and the error is named after it. */
  id: string
  label: string
  /** The first error of the field (VALID-02), a message key. */
  error?: string | null | undefined
  required?: boolean
  className?: string
  /** The control, given `fieldControlProps(id, error)`. */
  children: ReactNode
}

/** A labelled form field with its error under the control; a required field's label is marked. */
export function Field({ id, label, error, required, className, children }: FieldProps) {
  const t = useT()
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('forms.required_mark')})</span>
          </span>
        )}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}
