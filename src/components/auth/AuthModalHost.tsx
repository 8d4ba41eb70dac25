import { lazy } from 'react'
import { authModalView } from '../../model/auth-modal-view'
import { ModalDialogWhenStarted } from '../modal/ModalDialogWhenStarted'
import { useLazySnapshot } from '../use-lazy-machine'
import { useAuthModalActor } from './auth-modal-context'

const AuthModalContent = lazy(() => import('./AuthModalContent'))

/** The auth modal's dialog (AUTH-01, MODAL-01): the mode's content, loaded with the first opening. */
export function AuthModalHost() {
  const actor = useAuthModalActor()
  const snapshot = useLazySnapshot(actor)
  const { shown, mode } = authModalView(snapshot)
  const close = () => actor.sendIfStarted({ type: 'auth.close' })
  return (
    <ModalDialogWhenStarted started={snapshot !== undefined} shown={shown} mode="mini" onClose={close}>
      {snapshot && mode ? (titleId) => <AuthModalContent snapshot={snapshot} mode={mode} titleId={titleId} send={actor.send} /> : null}
    </ModalDialogWhenStarted>
  )
}
