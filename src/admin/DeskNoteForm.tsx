import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/intl'
import type { DeskAction } from './desk-action'

/**
 * A desk form of one required note (paid offline's reason, a payment's "done" comment) that runs `action` with it:
 * the note's field error from the server, the action's error, and the code prompt when the action is sensitive.
 */
export function DeskNoteForm({
  action,
  name,
  label,
  submitLabel,
  maxLength,
  multiline = false,
}: {
  action: DeskAction<string>
  name: string
  label: string
  submitLabel: string
  maxLength: number
  multiline?: boolean
}) {
  const t = useT()
  const [note, setNote] = useState('')
  const fieldError = action.fields[name]?.[0]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    action.run(note)
  }
  const control = {
    className: 'field__control',
    name,
    required: true,
    maxLength,
    value: note,
    'aria-invalid': fieldError ? true : undefined,
  } as const
  return (
    <>
      <form className="admin-form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{label}</span>
          {multiline ? (
            <textarea {...control} rows={2} onChange={(event) => setNote(event.target.value)} />
          ) : (
            <input {...control} onChange={(event) => setNote(event.target.value)} />
          )}
        </label>
        {[fieldError, action.error].map((error) =>
          error ? (
            <p key={error} className="field__error" role="alert">
              {t(error)}
            </p>
          ) : null,
        )}
        <div className="admin-actions">
          <button className="button button--primary" type="submit" disabled={action.busy}>
            {submitLabel}
          </button>
        </div>
      </form>
      {action.prompt}
    </>
  )
}
