import { useState, type ReactNode } from 'react'
import { ModalActorContext } from './modal/modal-context'
import { ModalHost } from './modal/ModalHost'
import { Toasts } from './toasts/Toasts'
import { ToastsActorContext } from './toasts/toasts-context'
import { withAppInspector } from './use-app-machine'

export { useModal } from './modal/modal-context'
export type { ModalControls } from './modal/modal-context'
export type { ModalName, ModalPropsByName } from './modal/modal-registry'
export type { InfoModalLink, InfoModalProps } from './modal/InfoModal'
export { useToast } from './toasts/toasts-context'

/**
 * The app-wide actors — toasts (TOAST-01) and the modal (MODAL-01/02) — for everything inside, with the toast
 * stack and the modal dialog rendered after the page. In development with `?inspect` both report to the
 * inspector.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Read once: the providers create their actors on the first render.
  const [options] = useState(() => withAppInspector())
  return (
    <ToastsActorContext.Provider options={options}>
      <ModalActorContext.Provider options={options}>
        {children}
        <Toasts />
        <ModalHost />
      </ModalActorContext.Provider>
    </ToastsActorContext.Provider>
  )
}
