import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLatest } from './use-latest'
import type { ActorOptions, AnyStateMachine, SnapshotFrom } from 'xstate'
import { afterNextPaint } from '../after-next-paint'
import { LazyActor, NOTHING_WAITING, type MachineLoader } from './lazy-actor'

const noSnapshot = () => undefined
const nothingWaiting = () => NOTHING_WAITING

/** The snapshot of a lazy actor made elsewhere (an app-wide provider's), undefined until it started. */
export function useLazySnapshot<TMachine extends AnyStateMachine>(lazy: LazyActor<TMachine>): SnapshotFrom<TMachine> | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.getSnapshot, noSnapshot)
}

/**
 * An app machine that loads and starts on its first event (lazy-actor.ts): `snapshot` is undefined until then, and
 * the component renders the machine's resting state (after the events `waiting` for it, where that matters). The
 * header's switches, the burger menu, toasts, the modal and the progress bar use it, so a page loads no xstate until
 * the visitor does something (issue 4's JavaScript budget); the load begins once the frame of the event that needs
 * it has painted (issue 43.3). `options` are read when the actor starts: as of the last render, or, given as a
 * function, at that moment (input kept in a ref that changes between renders). In development with `?inspect` the
 * actor reports to the inspector once started.
 */
export function useLazyMachine<TMachine extends AnyStateMachine>(load: MachineLoader<TMachine>, options?: ActorOptions<TMachine> | (() => ActorOptions<TMachine>)) {
  const latestOptions = useLatest(options)
  const [lazy] = useState(
    () => new LazyActor(load, () => (typeof latestOptions.current === 'function' ? latestOptions.current() : latestOptions.current), afterNextPaint),
  )
  useEffect(() => {
    lazy.resume()
    return () => lazy.stop()
  }, [lazy])
  const snapshot = useLazySnapshot(lazy)
  const waiting = useSyncExternalStore(lazy.subscribe, lazy.getWaiting, nothingWaiting)
  return { snapshot, waiting, send: lazy.send, sendIfStarted: lazy.sendIfStarted, start: lazy.start, lazy }
}
