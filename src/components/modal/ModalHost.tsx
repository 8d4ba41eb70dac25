import { useEffect } from 'react'
import { shownModal } from '../../model/modal'
import { useLazySnapshot } from '../use-lazy-machine'
import { useModalActor } from './modal-context'
import { ModalDialogWhenStarted } from './ModalDialogWhenStarted'
import { isModalName, MODALS, type ModalName, type ModalPropsByName } from './modal-registry'

/**
 * Shows the modal the modal machine names (MODAL-01, MODAL-02) in the modal dialog (ModalDialog.tsx), there from the
 * machine's start on. After closing the machine keeps the content for the 200 ms closing animation (CONST-06).
 */
export function ModalHost() {
  const modal = useModalActor()
  const snapshot = useLazySnapshot(modal)
  const { shown, name, mode, props } = shownModal(snapshot)
  const close = () => modal.sendIfStarted({ type: 'modal.close' })
  const known = isModalName(name)

  useEffect(() => {
    if (shown && !known) {
      console.error(`modal "${name}" is not registered in modal-registry.ts`)
      modal.send({ type: 'modal.close' })
    }
  }, [shown, known, name, modal])

  const Content = known ? MODALS[name] : undefined
  return (
    <ModalDialogWhenStarted started={snapshot !== undefined} shown={shown && known} mode={mode} onClose={close}>
      {Content ? (titleId) => <Content {...(props as unknown as ModalPropsByName[ModalName])} titleId={titleId} close={close} /> : null}
    </ModalDialogWhenStarted>
  )
}
