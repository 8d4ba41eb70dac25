import { Field, fieldControlProps } from '../../components/forms/Field'

export interface SelectFieldProps {
  id: string
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  error?: string | null | undefined
  required?: boolean
  onChange: (value: string) => void
}

/** A labelled select tied to its error (issue 42: the editor's form kit). */
export function SelectField({ id, name, label, value, options, error, required, onChange }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      <select {...fieldControlProps(id, error)} className="field__control" name={name} value={value} required={required} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
