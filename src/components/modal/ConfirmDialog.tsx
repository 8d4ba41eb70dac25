import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import './modal.css'

export interface ConfirmDialogProps {
  open: boolean
  /** The question, which also names the dialog. */
  question: string
  /** More about what confirming does. */
  description?: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  /** Cancel button, Esc. */
  onCancel: () => void
}

/**
 * An in-page confirmation (instead of `window.confirm`): a native modal <dialog> named by its question, focus on
 * the safe choice first (Cancel comes first), Esc cancels. Whoever renders it owns the flow: it only reports the
 * answer.
 */
export function ConfirmDialog({
  open,
  question,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const questionId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const onDialogCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onCancel()
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal modal--mini confirm-dialog"
      aria-modal="true"
      aria-labelledby={questionId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onDialogCancel}
    >
      <div className="modal__panel">
        <h2 id={questionId} className="info-modal__title confirm-dialog__question">
          {question}
        </h2>
        {description && (
          <p id={descriptionId} className="info-modal__subtitle">
            {description}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
