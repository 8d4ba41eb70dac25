import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode } from 'react'
import { fieldControlProps, fieldErrorId } from '../components/forms/Field'
import { useT } from '../i18n/intl'
import { changesBeyondTexts, type StaffRole } from '../model/staff'
import { DeskActionStatus, useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** A part of an item saved on its own over its version, in the order of `position` (an option, a prop). */
export interface ItemRow {
  uuid: string
  version: number
  position: number
}

/** What a row's own fields get: its draft, the server's errors by body path, the id prefix, the role's reach. */
export interface RowFieldsContext<Draft> {
  draft: Draft
  setDraft: (draft: Draft) => void
  errorOf: (path: string) => string | undefined
  prefix: string
  /** Admin or manager: every field; an editor changes texts only. */
  full: boolean
}

export interface ItemRowsEditorProps<Row extends ItemRow, Draft, Body> {
  staff: StaffClient
  rows: readonly Row[]
  /** The signed-in staff member's roles: admin and manager add and delete rows. */
  roles: readonly StaffRole[]
  /** After a save or delete; by default the route's data is loaded again. */
  onChanged?: (() => unknown) | undefined
  /** The id of the section's heading, the heading, and what the section says with no rows. */
  titleId: string
  title: string
  none: string
  /** The start of a row's control ids; null: the new row. */
  prefixOf: (row: Row | null) => string
  /** A row's heading, which names its form; null: the new row. */
  headingOf: (row: Row | null) => string
  /** A row's form values; a new row's position is `next`, after the last. */
  draftOf: (row: Row | null, next: number) => Draft
  bodyOf: (draft: Draft, version?: number) => Body
  create: (body: Body) => Promise<unknown>
  update: (row: Row, body: Body) => Promise<unknown>
  remove: (row: Row, version: number) => Promise<unknown>
  /** The new row's submit button. */
  addLabel: string
  fields: (context: RowFieldsContext<Draft>) => ReactNode
  /** A line under a saved row's heading (an option's seats and price). */
  summaryOf?: (row: Row) => ReactNode
  /** A saved row the server would refuse to delete (an option that orders point at): its delete button is off. */
  kept?: (row: Row) => boolean
  /** Why a kept row's delete button is off (and what to do instead), said beside it. */
  keptNote?: string
}

/**
 * The parts of an item staff edit beside it, one form a row (issue 42 "options", "props", BE-04): each row saved on its
 * own over its version, a new one added at the end, a row deleted over its version, the order by position; admin and
 * manager add and delete, an editor changes what `fields` leaves open to it.
 */
export function ItemRowsEditor<Row extends ItemRow, Draft, Body>(editor: ItemRowsEditorProps<Row, Draft, Body>) {
  const router = useRouter()
  const { rows, roles, titleId } = editor
  const changed = editor.onChanged ?? (() => router.invalidate())
  const full = changesBeyondTexts(roles)
  const next = rows.reduce((highest, row) => Math.max(highest, row.position + 1), 0)
  return (
    <section className="admin-event-options" aria-labelledby={titleId}>
      <h2 className="admin-page__subtitle" id={titleId}>
        {editor.title}
      </h2>
      {rows.length === 0 ? <p>{editor.none}</p> : null}
      <ul className="admin-queue">
        {rows.map((row) => (
          <li key={`${row.uuid}-${row.version}`}>
            <RowForm editor={editor} row={row} next={next} full={full} onChanged={changed} />
          </li>
        ))}
        {full ? (
          <li key={`new-${rows.length}`}>
            <RowForm editor={editor} row={null} next={next} full onChanged={changed} />
          </li>
        ) : null}
      </ul>
    </section>
  )
}

interface RowFormProps<Row extends ItemRow, Draft, Body> {
  editor: ItemRowsEditorProps<Row, Draft, Body>
  /** null: the new row. */
  row: Row | null
  next: number
  full: boolean
  onChanged: () => unknown
}

function RowForm<Row extends ItemRow, Draft, Body>({ editor, row, next, full, onChanged }: RowFormProps<Row, Draft, Body>) {
  const t = useT()
  const [draft, setDraft] = useState(() => editor.draftOf(row, next))
  const save = useDeskAction(editor.staff, (body: Body) => (row ? editor.update(row, body) : editor.create(body)), onChanged)
  const remove = useDeskAction(editor.staff, (version: number) => editor.remove(row!, version), onChanged)
  const prefix = editor.prefixOf(row)
  const kept = row ? (editor.kept?.(row) ?? false) : false
  const errorOf = (path: string) => save.fields[path]?.[0]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.run(editor.bodyOf(draft, row?.version), event.currentTarget)
  }
  // A refused delete names why in a field (an option's orders); a save's field errors stand by their fields.
  const failure = Object.values(remove.fields)[0]?.[0] ?? remove.error ?? (Object.keys(save.fields).length > 0 ? null : save.error)
  return (
    <form className="admin-review admin-event-option" onSubmit={submit} aria-labelledby={`${prefix}-heading`}>
      <h3 className="admin-review__author" id={`${prefix}-heading`}>
        {editor.headingOf(row)}
      </h3>
      {row && editor.summaryOf ? editor.summaryOf(row) : null}
      <div className="admin-event-option__fields">{editor.fields({ draft, setDraft, errorOf, prefix, full })}</div>
      <DeskActionStatus action={{ error: failure, prompt: save.prompt ?? remove.prompt }} />
      <div className="admin-review__actions">
        <button className="button button--primary" type="submit" disabled={save.busy}>
          {row ? t('admin.event_options.save') : editor.addLabel}
        </button>
        {row && full ? (
          <button
            className="button button--ghost"
            type="button"
            disabled={remove.busy || kept}
            aria-describedby={kept && editor.keptNote ? `${prefix}-kept` : undefined}
            onClick={(event) => remove.run(row.version, event.currentTarget)}
          >
            {t('admin.event_options.delete')}
          </button>
        ) : null}
      </div>
      {row && full && kept && editor.keptNote ? (
        <p className="field__hint" id={`${prefix}-kept`}>
          {editor.keptNote}
        </p>
      ) : null}
    </form>
  )
}

export interface RowInputProps {
  id: string
  label: string
  value: string
  /** The message key of the server's first error for the field. */
  error: string | undefined
  inputMode?: 'decimal' | 'numeric' | 'text'
  disabled?: boolean
  required?: boolean
  onChange: (value: string) => void
}

/** A labelled input of a row's form with its error under it, tied to it (VALID-02). */
export function RowInput({ id, label, value, error, inputMode, disabled, required, onChange }: RowInputProps) {
  const t = useT()
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <input
        {...fieldControlProps(id, error)}
        className="field__control"
        inputMode={inputMode}
        disabled={disabled}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span className="field__error" id={fieldErrorId(id)}>
          {t(error)}
        </span>
      ) : null}
    </label>
  )
}
