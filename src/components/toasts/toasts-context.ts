import { createActorContext } from '@xstate/react'
import { useCallback } from 'react'
import { toastsMachine } from '../../../machines/toasts.machine'
import type { ToastKind } from '../../model/toasts'

/** The app-wide toasts actor (TOAST-01); provided once by AppProviders. */
export const ToastsActorContext = createActorContext(toastsMachine)

/**
 * `const toast = useToast(); toast('error', t('errors.internal_short'))` — the message is text already translated
 * by the caller (see machines/toasts.machine.ts).
 */
export function useToast(): (kind: ToastKind, message: string) => void {
  const toasts = ToastsActorContext.useActorRef()
  return useCallback((kind, message) => toasts.send({ type: 'toast.show', kind, message }), [toasts])
}
