import { useCallback } from 'react'
import type { toastsMachine } from '../../../machines/toasts.machine'
import type { ToastKind } from '../../model/toasts'
import { createLazyActorContext } from '../lazy-actor-context'

/** The app-wide toasts actor (TOAST-01), provided once by AppProviders; it loads with the first toast. */
export const { Provider: ToastsProvider, useLazyActor: useToastsActor } = createLazyActorContext<typeof toastsMachine>('useToast')

/**
 * `const toast = useToast(); toast('error', t('errors.internal_short'))` — the message is text already translated
 * by the caller (see machines/toasts.machine.ts).
 */
export function useToast(): (kind: ToastKind, message: string) => void {
  const toasts = useToastsActor()
  return useCallback((kind, message) => toasts.send({ type: 'toast.show', kind, message }), [toasts])
}
