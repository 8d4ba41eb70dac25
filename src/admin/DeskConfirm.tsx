import { useEffect, useRef, type ReactNode } from 'react'
import { useT } from '../i18n/intl'

export interface DeskConfirmProps {
  /** The question's element id: the alert dialog's name. */
  id: string
  question: string
  /** What the confirming button says; null leaves only "cancel" (the action cannot be done as it stands). */
  confirmLabel: string | null
  /** Why the last try failed (shown as an alert), or null. */
  error: ReactNode
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The desk's inline confirmation of an action (issue 42: publish, schedule, unpublish, delete, discard a draft): an
 * alert dialog in the page under the buttons, its question, the failure if the action was refused, confirm and cancel.
 * The confirming button takes the focus, so that a keyboard or screen reader user lands on the question.
 */
export function DeskConfirm({ id, question, confirmLabel, error, busy, onConfirm, onCancel }: DeskConfirmProps) {
  const t = useT()
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => confirm.current?.focus(), [])
  return (
    <div className="admin-card__todo desk-content-confirm" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-actions">
        {confirmLabel === null ? null : (
          <button ref={confirm} type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('admin.reviews.cancel')}
        </button>
      </div>
    </div>
  )
}
