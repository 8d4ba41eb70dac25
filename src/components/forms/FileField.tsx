import { useEffect, useRef } from 'react'
import type { FormFile } from '../../model/form-draft'
import { useT } from '../../i18n/intl'
import { Field, fieldControlProps, fieldErrorId } from './Field'

export interface FileFieldProps {
  id: string
  name: string
  label: string
  /** What files are accepted, shown under the input (types, size). */
  hint: string
  /** The input's `accept`. */
  accept: string
  /** Larger files are not read: their value carries the size only, for the form's rule to refuse. */
  maxBytes: number
  /** The chosen file, '' for none. */
  value: FormFile | ''
  error?: string | null | undefined
  required?: boolean
  /** The content type to hold for a chosen file (the browser's may be empty or generic). */
  typeOf?: (name: string, type: string) => string
  onChange: (value: FormFile | '') => void
}

/** The bytes of `file` in base64. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** A labelled file input tied to its error and hint, with the chosen file's name and a button that removes it. */
export function FileField({ id, name, label, hint, accept, maxBytes, value, error, required, typeOf = (_, type) => type, onChange }: FileFieldProps) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const hintId = `${id}-hint`
  // A form reset (or a removal) clears the input too.
  useEffect(() => {
    if (value === '' && input.current) input.current.value = ''
  }, [value])

  async function choose(file: File | undefined) {
    if (!file) return onChange('')
    const chosen = { name: file.name, type: typeOf(file.name, file.type), size: file.size }
    onChange({ ...chosen, data: file.size > maxBytes ? '' : await base64Of(file) })
  }

  const control = fieldControlProps(id, error)
  return (
    <Field id={id} label={label} error={error} required={required} className="file-field">
      <input
        {...control}
        aria-describedby={[hintId, error ? fieldErrorId(id) : ''].filter(Boolean).join(' ')}
        ref={input}
        type="file"
        className="field__control file-field__input"
        name={name}
        accept={accept}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={hintId} className="file-field__hint">
        {hint}
      </p>
      {value !== '' && (
        <p className="file-field__chosen">
          <span>{value.name}</span>
          <button type="button" className="file-field__remove" onClick={() => onChange('')}>
            {t('forms.file.remove')}
          </button>
        </p>
      )}
    </Field>
  )
}
