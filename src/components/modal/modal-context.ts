import { useMemo } from 'react'
import type { modalMachine } from '../../../machines/modal.machine'
import type { ModalMode } from '../../model/modal'
import { createLazyActorContext } from '../lazy-actor-context'
import type { ModalName, ModalPropsByName } from './modal-registry'

/** The app-wide modal actor (MODAL-01, MODAL-02), provided once by AppProviders; it loads with the first modal. */
export const { Provider: ModalProvider, useLazyActor: useModalActor } = createLazyActorContext<typeof modalMachine>('useModal')

export interface ModalControls {
  open<Name extends ModalName>(name: Name, props: ModalPropsByName[Name], mode?: ModalMode): void
  close(): void
}

/** `const modal = useModal(); modal.open('info', {title, subtitle, links}, 'mini')`. */
export function useModal(): ModalControls {
  const modal = useModalActor()
  return useMemo(
    () => ({
      open(name, props, mode) {
        modal.send({ type: 'modal.open', name, props: props as unknown as Record<string, unknown>, ...(mode ? { mode } : {}) })
      },
      close() {
        modal.sendIfStarted({ type: 'modal.close' })
      },
    }),
    [modal],
  )
}
