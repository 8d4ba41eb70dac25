import { useT } from '../../i18n/intl'

/** The list with the row at `index` moved by `step` (-1 up, 1 down); the same list when it would leave the ends. */
export function movedRow<Row>(rows: readonly Row[], index: number, step: -1 | 1): Row[] {
  const target = index + step
  if (target < 0 || target >= rows.length) return [...rows]
  const next = [...rows]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

export interface ListRowControlsProps<Row> {
  rows: readonly Row[]
  index: number
  /** What the buttons name for screen readers, e.g. "Office 2". */
  label: string
  disabled?: boolean
  onChange: (rows: Row[]) => void
}

/** Move up, move down and remove for a row of a list the desk edits (offices, questions, socials, fields; issue 42). */
export function ListRowControls<Row>({ rows, index, label, disabled, onChange }: ListRowControlsProps<Row>) {
  const t = useT()
  return (
    <div className="desk-list-row__controls">
      <button type="button" className="button button--ghost" disabled={disabled || index === 0} aria-label={`${t('admin.site_profile.up')}: ${label}`} onClick={() => onChange(movedRow(rows, index, -1))}>
        ↑
      </button>
      <button type="button" className="button button--ghost" disabled={disabled || index === rows.length - 1} aria-label={`${t('admin.site_profile.down')}: ${label}`} onClick={() => onChange(movedRow(rows, index, 1))}>
        ↓
      </button>
      <button type="button" className="button button--ghost" disabled={disabled} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
        {t('admin.site_profile.remove')}
      </button>
    </div>
  )
}
