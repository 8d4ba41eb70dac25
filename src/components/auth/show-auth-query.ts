import { OAUTH_OUTCOMES } from '../../model/auth-messages'
import type { AuthQueryTrigger } from '../../model/auth-query'
import type { AuthModalControls } from './auth-modal-context'

/** Opens what an address's auth trigger asks for (AuthQueryTriggers.tsx): the modal in a mode, its message, or a toast. */
export function showAuthQuery(trigger: AuthQueryTrigger, authModal: AuthModalControls, toast: (kind: 'error' | 'warn' | 'success', key: string) => void) {
  switch (trigger.kind) {
    case 'reset':
      return authModal.openReset(trigger.link)
    case 'verifyEmail':
      return authModal.verifyEmail(trigger.key)
    case 'signInLink':
      return authModal.signInWithLink(trigger.token)
    case 'login':
      return authModal.open('login', { next: trigger.next })
    case 'oauth': {
      const outcome = OAUTH_OUTCOMES[trigger.result]
      if (outcome.show === 'login') return authModal.open('login', { notice: outcome.notice })
      if (outcome.show === 'message') return authModal.showMessage(outcome.message)
      return toast(outcome.kind, outcome.text)
    }
  }
}
