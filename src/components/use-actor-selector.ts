import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/** A value selected from an actor's snapshot, re-rendering when it changes (without loading @xstate/react). */
export function useActorSelector<TActor extends AnyActorRef, T>(actor: TActor, select: (snapshot: SnapshotFrom<TActor>) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => select(actor.getSnapshot() as SnapshotFrom<TActor>)
  return useSyncExternalStore(subscribe, read, read)
}
