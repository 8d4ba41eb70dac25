import type { TextareaHTMLAttributes } from 'react'
import { Field, fieldControlProps } from '../../components/forms/Field'

type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>

export interface TextareaFieldProps extends TextareaAttributes {
  id: string
  name: string
  label: string
  value: string
  error?: string | null | undefined
  onChange: (value: string) => void
}

/** A labelled multi-line text tied to its error (issue 42: the editor's form kit). */
export function TextareaField({ id, name, label, value, error, required, onChange, rows = 4, ...attributes }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      <textarea {...attributes} {...fieldControlProps(id, error)} className="field__control" name={name} rows={rows} required={required} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  )
}
