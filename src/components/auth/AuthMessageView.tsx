import { useT } from '../../i18n/intl'
import type { AuthModeProps } from './AuthModalContent'

/** MODAL-03: the message mode's title and text; "already registered" offers to sign in (OQ-33). */
export function AuthMessageView({ snapshot, titleId, send }: AuthModeProps) {
  const t = useT()
  const { message } = snapshot.context
  if (!message) return null
  return (
    <div className="auth-modal auth-modal--message" role="status">
      <h2 id={titleId} className="auth-modal__title">
        {t(message.title)}
      </h2>
      <p className="auth-modal__lead">{t(message.text)}</p>
      {message.offersLogin ? (
        <button type="button" className="button button--primary auth-modal__submit" autoFocus onClick={() => send({ type: 'auth.switch', mode: 'login' })}>
          {t('auth.message.sign_in')}
        </button>
      ) : (
        <button type="button" className="button button--primary auth-modal__submit" autoFocus onClick={() => send({ type: 'auth.close' })}>
          {t('auth.message.close')}
        </button>
      )}
    </div>
  )
}
