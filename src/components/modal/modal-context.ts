import { createActorContext } from '@xstate/react'
import { useMemo } from 'react'
import { modalMachine } from '../../../machines/modal.machine'
import type { ModalMode } from '../../model/modal'
import type { ModalName, ModalPropsByName } from './modal-registry'

/** The app-wide modal actor (MODAL-01, MODAL-02); provided once by AppProviders. */
export const ModalActorContext = createActorContext(modalMachine)

export interface ModalControls {
  open<Name extends ModalName>(name: Name, props: ModalPropsByName[Name], mode?: ModalMode): void
  close(): void
}

/** `const modal = useModal(); modal.open('info', {title, subtitle, links}, 'mini')`. */
export function useModal(): ModalControls {
  const modal = ModalActorContext.useActorRef()
  return useMemo(
    () => ({
      open(name, props, mode) {
        modal.send({ type: 'modal.open', name, props: props as unknown as Record<string, unknown>, ...(mode ? { mode } : {}) })
      },
      close() {
        modal.send({ type: 'modal.close' })
      },
    }),
    [modal],
  )
}
