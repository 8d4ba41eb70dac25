import { Suspense, useEffect, useId, useRef, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react'
import { useT } from '../../i18n/intl'
import { WithWholeCatalogue } from '../../i18n/lazy-with-catalogue'
import { shownModal } from '../../model/modal'
import { useLazySnapshot } from '../use-lazy-machine'
import { useModalActor } from './modal-context'
import { isModalName, MODALS, type ModalName, type ModalPropsByName } from './modal-registry'
import './modal.css'

/**
 * Shows the modal the modal machine names (MODAL-01, MODAL-02) in a native modal <dialog>: labelled by the
 * content's title, focus moved into it and kept there (the page behind is inert), Esc, the close button and a
 * click on the backdrop close it, and focus goes back to where it was. After closing the machine keeps the
 * content for the 200 ms closing animation (CONST-06).
 */
export function ModalHost() {
  const t = useT()
  const modal = useModalActor()
  const { shown, name, mode, props } = shownModal(useLazySnapshot(modal))
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  const close = () => modal.sendIfStarted({ type: 'modal.close' })
  const known = isModalName(name)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (shown && !known) {
      console.error(`modal "${name}" is not registered in modal-registry.ts`)
      modal.send({ type: 'modal.close' })
    } else if (shown && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!shown && dialog.open) {
      dialog.close()
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
      returnFocusTo.current = null
    }
  }, [shown, known, name, modal])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc: the machine decides, the effect above then closes the element.
    event.preventDefault()
    close()
  }
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box, so a press and release on the dialog itself are on the backdrop.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close()
    pressedOnBackdrop.current = false
  }

  const Content = known ? MODALS[name] : undefined
  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${mode}`}
      aria-modal="true"
      aria-labelledby={Content ? titleId : undefined}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {Content && (
        // A modal opened before the whole catalogue arrived waits for it, so its texts never show as keys.
        <Suspense fallback={null}>
          <WithWholeCatalogue>
            <div className="modal__panel">
              <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
              <Content {...(props as unknown as ModalPropsByName[ModalName])} titleId={titleId} close={close} />
            </div>
          </WithWholeCatalogue>
        </Suspense>
      )}
    </dialog>
  )
}
