import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { ListRowControls } from './ListRowControls'

export interface RowListProps<Row> {
  rows: Row[]
  /** A row's name: its heading and what its move and remove buttons name. */
  titleOf: (row: Row, index: number) => string
  /** Said after the name in the heading (how many leads answered a field). */
  noteOf?: (row: Row, index: number) => ReactNode
  /** A row's React key (default its place). */
  keyOf?: (row: Row, index: number) => string | number
  /** The server's error for the list as a whole (too many, texts only). */
  error: string | null
  /** A new row's values, copied for each row added; null: no "add" button (rows come some other way, a picker). */
  fresh: Row | null
  /** The "add" button's text; "add" by default. */
  addLabel?: string
  /** No adding, removing or reordering (an editor's texts-only reach). */
  locked?: boolean
  onChange: (rows: Row[]) => void
  /** One row's own fields; `change` puts a changed row in its place. */
  children: (row: Row, index: number, change: (row: Row) => void) => ReactNode
}

/**
 * An ordered list inside a record the desk edits (offices, questions, a form's fields, a trainer's blocks, a gallery;
 * issue 42): rows with up, down and remove, then "add".
 */
export function RowList<Row>({ rows, titleOf, noteOf, keyOf, error, fresh, addLabel, locked, onChange, children }: RowListProps<Row>) {
  const t = useT()
  return (
    <>
      <ol className="desk-list">
        {rows.map((row, index) => (
          <li key={keyOf ? keyOf(row, index) : index} className="desk-list-row">
            <p className="admin-card__meta">
              {titleOf(row, index)}
              {noteOf?.(row, index)}
            </p>
            {children(row, index, (changed) => onChange(rows.map((other, at) => (at === index ? changed : other))))}
            <ListRowControls rows={rows} index={index} label={titleOf(row, index)} disabled={locked} onChange={onChange} />
          </li>
        ))}
      </ol>
      {error ? <p className="field__error">{t(error)}</p> : null}
      {fresh === null ? null : (
        <button type="button" className="button button--ghost" disabled={locked} onClick={() => onChange([...rows, structuredClone(fresh)])}>
          {addLabel ?? t('admin.site_profile.add')}
        </button>
      )}
    </>
  )
}
