import type { AuthModalEvent, AuthModalSnapshot } from '../../../machines/auth-modal.machine'
import type { AuthMode } from '../../model/auth-modal-view'
import { AuthMessageView } from './AuthMessageView'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { ResetForm } from './ResetForm'
import { RestoreForm, SignInLinkForm } from './RestoreForm'
import './auth-modal.css'

export interface AuthModeProps {
  snapshot: AuthModalSnapshot
  titleId: string
  send: (event: AuthModalEvent) => void
}

/** The auth modal's content for its mode (AUTH-01, MODAL-03); loaded with the first opening. */
export default function AuthModalContent({ mode, ...props }: AuthModeProps & { mode: AuthMode }) {
  switch (mode) {
    case 'login':
      return <LoginForm {...props} />
    case 'register':
      return <RegisterForm {...props} />
    case 'restore':
      return <RestoreForm {...props} />
    case 'signInLink':
      return <SignInLinkForm {...props} />
    case 'reset':
      return <ResetForm {...props} />
    case 'message':
      return <AuthMessageView {...props} />
  }
}
