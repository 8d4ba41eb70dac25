import { Field, fieldControlProps } from '../../components/forms/Field'
import type { Language } from '../../model/languages'
import type { StaffClient } from '../staff-client'
import { LanguageFields, type PerLanguage } from './LanguageFields'
import { RichTextField } from './RichTextField'

export interface LanguageTextFieldProps {
  /** The group's base id (the missing-translation hints are named after it). */
  id: string
  /** Each language's control id. */
  idOf: (language: Language) => string
  /** The inputs' names are `<name>_<language>`. */
  name: string
  label: string
  values: PerLanguage
  /** One line, several lines, or rich text (then `staff` previews it). */
  kind: 'line' | 'lines' | 'rich'
  max?: number | undefined
  /** ru is required (the site falls back to it). */
  required?: boolean | undefined
  errorOf: (language: Language) => string | null
  staff?: StaffClient
  onChange: (language: Language, value: string) => void
}

/** One text in ru, en and ky side by side (issue 42): the desk's editors of content, the site profile and forms use it. */
export function LanguageTextField({ id, idOf, name, label, values, kind, max, required, errorOf, staff, onChange }: LanguageTextFieldProps) {
  return (
    <LanguageFields id={id} label={label} values={values}>
      {(language, control) => {
        const controlId = idOf(language)
        const error = errorOf(language)
        if (kind === 'rich' && staff) return <RichTextField id={controlId} name={`${name}_${language}`} label={control.label} value={values[language]} error={error} staff={staff} onChange={(value) => onChange(language, value)} />
        const props = fieldControlProps(controlId, error)
        const describedBy = [control.hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined
        const common = { ...props, 'aria-describedby': describedBy, className: 'field__control', name: `${name}_${language}`, maxLength: max, value: values[language] }
        return (
          <Field id={controlId} label={control.label} error={error} required={required && language === 'ru'}>
            {kind === 'line' ? (
              <input {...common} onChange={(event) => onChange(language, event.target.value)} />
            ) : (
              <textarea {...common} rows={3} onChange={(event) => onChange(language, event.target.value)} />
            )}
          </Field>
        )
      }}
    </LanguageFields>
  )
}

/**
 * A draft's texts in ru, en and ky at `path` as one field, its ids and errors at `<path>.<language>`: the editors of the
 * site profile and of a trainer's blocks build theirs with it. `requiredByDefault`: whether a field is required unless
 * its call says otherwise.
 */
export function languageTextsAt(idOf: (path: string) => string, errorOf: (path: string) => string | null, staff: StaffClient, requiredByDefault = false) {
  return <Values extends Record<Language, string>>(path: string, label: string, values: Values, onChange: (values: Values) => void, kind: 'line' | 'lines' | 'rich' = 'line', required = requiredByDefault) => (
    <LanguageTextField
      id={idOf(path)}
      idOf={(language) => idOf(`${path}.${language}`)}
      name={path}
      label={label}
      values={values}
      kind={kind}
      required={required}
      errorOf={(language: Language) => errorOf(`${path}.${language}`)}
      staff={staff}
      onChange={(language, value) => onChange({ ...values, [language]: value })}
    />
  )
}
