import { useRouter } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { sessionMachine } from '../../../machines/session.machine'
import { unauthorizedAnswers } from '../../api/unauthorized'
import { useT } from '../../i18n/intl'
import { isAccountPath } from '../../model/account-path'
import type { ClientUser } from '../../model/entities/users'
import { localizePath } from '../../model/languages'
import { useToast } from '../toasts/toasts-context'
import type { LazyActor } from '../lazy-actor'
import { useLazyMachine, useLazySnapshot } from '../use-lazy-machine'

interface SessionValue {
  actor: LazyActor<typeof sessionMachine>
  /** The server render's viewer, shown until the machine runs (the header never flashes). */
  initial: ClientUser | null
}

const SessionContext = createContext<SessionValue | null>(null)

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useViewer needs AppProviders above it')
  return value
}

/**
 * The visitor's session for the whole app (AUTH-15…18, OQ-53): machines/session.machine.ts, started from the
 * router context's viewer and loaded with its first event. Every change is written back into the router context,
 * so the loaders and guards of later navigations see the same visitor; a 401 of the API signs out (AUTH-16).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const toast = useToast()
  const t = useT()
  const [initial] = useState(() => router.options.context.viewer)
  const { lazy } = useLazyMachine(
    () =>
      import('./session-actors').then(({ providedSessionMachine }) =>
        providedSessionMachine({
          api: router.options.context.api,
          leaveAccount: () => {
            if (isAccountPath(router.state.location.pathname)) void router.navigate({ href: localizePath('/', router.options.context.language), replace: true })
          },
          signOutFailed: () => toast('error', t('errors.internal_short')),
        }),
      ),
    { input: { user: initial } },
  )
  useEffect(
    () =>
      lazy.subscribe(() => {
        const snapshot = lazy.getSnapshot()
        if (snapshot) router.options.context.viewer = snapshot.context.user
      }),
    [lazy, router],
  )
  useEffect(
    () =>
      unauthorizedAnswers.listen(() => {
        if (lazy.started || router.options.context.viewer) lazy.send({ type: 'session.unauthorized' })
      }),
    [lazy, router],
  )
  const value = useMemo(() => ({ actor: lazy, initial }), [lazy, initial])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The signed-in visitor or null: the server render's viewer first, then the session machine's (AUTH-18). */
export function useViewer(): ClientUser | null {
  const { actor, initial } = useSessionValue()
  const snapshot = useLazySnapshot(actor)
  return snapshot ? snapshot.context.user : initial
}

export interface SessionControls {
  /** A sign-in elsewhere (the auth modal, a social sign-in): the app now shows this user. */
  signedIn(user: ClientUser): void
  /** The user as the API answered after a change (PROFILE-02: the header's name follows). */
  userUpdated(user: ClientUser): void
  /** AUTH-17: calls logout, clears the user, and a visitor of the profile goes home. */
  signOut(): void
}

/** `const session = useSession(); session.userUpdated(await api.updateMe(...))`. */
export function useSession(): SessionControls {
  const { actor } = useSessionValue()
  return useMemo(
    () => ({
      signedIn: (user) => actor.send({ type: 'session.signedIn', user }),
      userUpdated: (user) => actor.send({ type: 'session.userUpdated', user }),
      signOut: () => actor.send({ type: 'session.signOut' }),
    }),
    [actor],
  )
}
