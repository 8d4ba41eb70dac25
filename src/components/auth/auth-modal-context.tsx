import { useRouter } from '@tanstack/react-router'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { authModalMachine } from '../../../machines/auth-modal.machine'
import type { AuthFormMode } from '../../model/auth-modal-view'
import type { ResetLink } from '../../model/auth-forms'
import type { AuthMessage } from '../../model/auth-messages'
import { localizePath } from '../../model/languages'
import type { LazyActor } from '../lazy-actor'
import { useSession } from '../session/session-context'
import { useLazyMachine } from '../use-lazy-machine'
import { AuthModalHost } from './AuthModalHost'
import { loadModalDialog } from '../modal/ModalDialogWhenStarted'
import { preloadChunk } from '../preload-chunk'

const AuthModalContext = createContext<LazyActor<typeof authModalMachine> | null>(null)

export function useAuthModalActor(): LazyActor<typeof authModalMachine> {
  const actor = useContext(AuthModalContext)
  if (!actor) throw new Error('useAuthModal needs AppProviders above it')
  return actor
}

/**
 * The auth modal for the whole app (AUTH-01…14): machines/auth-modal.machine.ts, loaded with its first event, and
 * its dialog after the page. Signing in gives the session the user and goes to `next` (OQ-38).
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const session = useSession()
  const { lazy } = useLazyMachine(() => {
    preloadChunk(loadModalDialog)
    return import('./auth-modal-actors').then(({ providedAuthModalMachine }) => {
      const { api, language } = router.options.context
      return providedAuthModalMachine({
        api,
        signedIn: (user, next) => {
          session.signedIn(user)
          if (next) void router.navigate({ href: next })
        },
        wentHome: () => void router.navigate({ href: localizePath('/', language), replace: true }),
      })
    })
  })
  return (
    <AuthModalContext.Provider value={lazy}>
      {children}
      <AuthModalHost />
    </AuthModalContext.Provider>
  )
}

export interface AuthModalControls {
  open(mode: AuthFormMode, options?: { notice?: string; next?: string | null }): void
  openReset(link: ResetLink): void
  showMessage(message: AuthMessage): void
  verifyEmail(key: string): void
  signInWithLink(token: string): void
}

/** `useAuthModal().open('login')` — the header's button, the address's triggers. */
export function useAuthModal(): AuthModalControls {
  const actor = useAuthModalActor()
  return useMemo(
    () => ({
      open: (mode, options = {}) => actor.send({ type: 'auth.open', mode, ...options }),
      openReset: (link) => actor.send({ type: 'auth.openReset', link }),
      showMessage: (message) => actor.send({ type: 'auth.showMessage', message }),
      verifyEmail: (key) => actor.send({ type: 'auth.verifyEmail', key }),
      signInWithLink: (token) => actor.send({ type: 'auth.signInWithLink', token }),
    }),
    [actor],
  )
}
