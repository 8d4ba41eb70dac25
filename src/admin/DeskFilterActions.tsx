import type { ReactNode } from 'react'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import { clearControls } from './DeskFilterForm'

/**
 * The buttons of a desk list's filter form: "show" submits it, "clear" empties the controls and opens the list at
 * `clearTo` (its own address without filters); `children` are the list's own buttons after them (an export).
 */
export function DeskFilterActions({ clearTo, children }: { clearTo: string; children?: ReactNode }) {
  const t = useT()
  return (
    <div className="admin-actions">
      <button className="button button--primary" type="submit">
        {t('admin.filters.apply')}
      </button>
      <LocalizedLink className="button button--ghost" to={clearTo} onClick={(event) => clearControls(event.currentTarget.closest('form'))}>
        {t('admin.filters.clear')}
      </LocalizedLink>
      {children}
    </div>
  )
}
