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
  /** What goes, under the question (a person's records to erase). */
  children?: ReactNode
  /** The code prompt of a sensitive action (useDeskAction's `prompt`): it stands in for the buttons while asked. */
  prompt?: ReactNode
  /** A class beside the card's own (the erasure's red frame). */
  className?: string
}

/**
 * The desk's inline confirmation of an action (issue 42: publish, schedule, unpublish, delete, discard a draft; removing
 * a staff member, a picture or a file; erasing a person's data): an alert dialog in the page under the buttons, its
 * question, the failure if the action was refused, confirm and cancel. "Cancel", the safe choice, takes the focus, so
 * that a keyboard or screen reader user lands in the question; cancelling gives the focus back to the control that
 * opened it, and so does a cancelled code prompt to "cancel".
 */
export function DeskConfirm({ id, question, confirmLabel, error, busy, onConfirm, onCancel, children, prompt = null, className = '' }: DeskConfirmProps) {
  const t = useT()
  const dialog = useRef<HTMLDivElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [])
  const asking = prompt !== null
  // On opening, and when a code prompt is gone (cancelled) and left the focus outside the question.
  useEffect(() => {
    if (!asking && !dialog.current?.contains(document.activeElement)) cancel.current?.focus()
  }, [asking])
  const close = () => {
    const back = opener.current
    if (back?.isConnected && !back.matches(':disabled')) back.focus()
    onCancel()
  }
  return (
    <div ref={dialog} className={`admin-card__todo desk-content-confirm ${className}`.trim()} role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      {children}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {prompt ?? (
        <div className="admin-actions">
          {confirmLabel === null ? null : (
            <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          )}
          <button ref={cancel} type="button" className="button button--ghost" onClick={close}>
            {t('admin.reviews.cancel')}
          </button>
        </div>
      )}
    </div>
  )
}
