import { lazy, Suspense } from 'react'
import type { ModalDialogProps } from './ModalDialog'

/** The modal dialog's code; a dialog's owner loads it with its machine, so that both are there for the first opening. */
export const loadModalDialog = () => import('./ModalDialog')

const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })))

/**
 * The modal dialog (ModalDialog.tsx) once its owner's machine has started, nothing before: no page opens with a
 * modal, so neither the server's HTML nor the page's JavaScript before the visitor's first action carries one
 * (issue 43.3). The first opening starts the machine, which renders the dialog, which opens as it mounts.
 */
export function ModalDialogWhenStarted({ started, ...props }: ModalDialogProps & { started: boolean }) {
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
