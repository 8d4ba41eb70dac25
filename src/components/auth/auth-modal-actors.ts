import { authModalActors, type AuthCalls } from '../../../machines/auth-modal-forms'
import { authModalMachine } from '../../../machines/auth-modal.machine'
import type { ApiClient } from '../../api/client'
import type { ClientUser } from '../../model/entities/users'

type AuthApi = Pick<ApiClient, 'login' | 'register' | 'requestPasswordReset' | 'confirmPasswordReset' | 'verifyEmail' | 'requestSignInLink' | 'confirmSignInLink'>

/** The auth modal's calls through the typed API client. */
function apiAuthCalls(api: AuthApi): AuthCalls {
  return {
    login: (body) => api.login({ body }),
    register: (body) => api.register({ body }),
    requestPasswordReset: (body) => api.requestPasswordReset({ body }),
    confirmPasswordReset: (body) => api.confirmPasswordReset({ body }),
    verifyEmail: (body) => api.verifyEmail({ body }),
    requestSignInLink: (body) => api.requestSignInLink({ body }),
    confirmSignInLink: (body) => api.confirmSignInLink({ body }),
  }
}

/** What the auth modal needs from the app: the API, and what signing in and a reset change. */
export interface AuthModalWorld {
  api: AuthApi
  signedIn(user: ClientUser, next: string | null): void
  wentHome(): void
}

/** The auth modal machine with the world given (loaded with the machine, so xstate stays out of the first paint). */
export function providedAuthModalMachine(world: AuthModalWorld) {
  return authModalMachine.provide({
    actors: authModalActors(apiAuthCalls(world.api)),
    actions: {
      signedIn: (_, { user, next }) => world.signedIn(user, next),
      wentHome: () => world.wentHome(),
    },
  })
}
