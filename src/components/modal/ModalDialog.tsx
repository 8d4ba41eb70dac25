import { Suspense, useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react'
import { useT } from '../../i18n/intl'
import { WithWholeCatalogue } from '../../i18n/lazy-with-catalogue'
import type { ModalMode } from '../../model/modal'
import './modal.css'

export interface ModalDialogProps {
  shown: boolean
  mode: ModalMode
  /** Asks the owner's machine to close (Esc, the close button, a click on the backdrop). */
  onClose: () => void
  /** The content, given the id its title must carry; nothing when there is none. */
  children: ((titleId: string) => ReactNode) | null
}

/**
 * A modal in a native modal <dialog> (MODAL-01, MODAL-02): labelled by the content's title, focus moved into it and
 * kept there (the page behind is inert), Esc, the close button and a click on the backdrop ask to close, and focus
 * goes back to where it was. The owner's machine decides `shown`.
 */
export function ModalDialog({ shown, mode, onClose, children }: ModalDialogProps) {
  const t = useT()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (shown && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!shown && dialog.open) {
      dialog.close()
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
      returnFocusTo.current = null
    }
  }, [shown])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc: the machine decides, the effect above then closes the element.
    event.preventDefault()
    onClose()
  }
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box, so a press and release on the dialog itself are on the backdrop.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
    pressedOnBackdrop.current = false
  }

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${mode}`}
      aria-modal="true"
      aria-labelledby={children ? titleId : undefined}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {children && (
        // A modal opened before the whole catalogue arrived waits for it, so its texts never show as keys.
        <Suspense fallback={null}>
          <WithWholeCatalogue>
            <div className="modal__panel">
              <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
              {children(titleId)}
            </div>
          </WithWholeCatalogue>
        </Suspense>
      )}
    </dialog>
  )
}
