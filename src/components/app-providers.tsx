import type { ReactNode } from 'react'
import { ModalProvider } from './modal/modal-context'
import { ModalHost } from './modal/ModalHost'
import { loadModalDialog } from './modal/ModalDialogWhenStarted'
import { SessionProvider } from './session/session-context'
import { AuthModalProvider } from './auth/auth-modal-context'
import { AuthQueryTriggers } from './auth/AuthQueryTriggers'
import { loadToastItem, Toasts } from './toasts/Toasts'
import { ToastsProvider } from './toasts/toasts-context'
import { preloadChunk } from './preload-chunk'
import { useLazyMachine } from './use-lazy-machine'

export { useModal } from './modal/modal-context'
export type { ModalControls } from './modal/modal-context'
export type { ModalName, ModalPropsByName } from './modal/modal-registry'
export type { InfoModalLink, InfoModalProps } from './modal/InfoModal'
export { useToast } from './toasts/toasts-context'
export { useSession, useViewer } from './session/session-context'
export { useAuthModal } from './auth/auth-modal-context'
export type { SessionControls } from './session/session-context'

/** The toasts' and the modal's code loads with their machine's (their first use), not with the page. */
const loadToasts = () => {
  preloadChunk(loadToastItem)
  return import('../../machines/toasts.machine').then((module) => module.toastsMachine)
}
const loadModal = () => {
  preloadChunk(loadModalDialog)
  return import('../../machines/modal.machine').then((module) => module.modalMachine)
}

/**
 * The app-wide actors — toasts (TOAST-01), the modal (MODAL-01/02), the visitor's session (AUTH-15…18) and the
 * auth modal (AUTH-01…14, with the address's triggers) — for
 * everything inside, with the toast stack and the modal dialog rendered after the page. Each loads and starts with
 * its first use (the first toast, the first modal opened, the first sign-in or sign-out); in development with
 * `?inspect` they then report to the inspector.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasts = useLazyMachine(loadToasts).lazy
  const modal = useLazyMachine(loadModal).lazy
  return (
    <ToastsProvider value={toasts}>
      <SessionProvider>
        <ModalProvider value={modal}>
          <AuthModalProvider>
            {children}
            <Toasts />
            <ModalHost />
            <AuthQueryTriggers />
          </AuthModalProvider>
        </ModalProvider>
      </SessionProvider>
    </ToastsProvider>
  )
}
