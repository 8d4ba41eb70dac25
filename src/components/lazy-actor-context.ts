import { createContext, useContext } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { LazyActor } from './lazy-actor'

/** A context for an app-wide lazy actor (AppProviders makes one) and the hook that reads it. */
export function createLazyActorContext<TMachine extends AnyStateMachine>(hookName: string) {
  const Context = createContext<LazyActor<TMachine> | null>(null)
  function useLazyActor(): LazyActor<TMachine> {
    const actor = useContext(Context)
    if (!actor) throw new Error(`${hookName} needs AppProviders above it`)
    return actor
  }
  return { Provider: Context.Provider, useLazyActor }
}
