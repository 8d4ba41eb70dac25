import { useMachine } from '@xstate/react'
import type { ActorOptions, AnyActorLogic, AnyStateMachine, InspectionEvent, Observer } from 'xstate'

/** Where src/inspect.ts leaves the inspector's observer; read at actor creation, so nothing else imports it. */
export const INSPECTOR_GLOBAL = '__appInspect'
export type InspectorHolder = { [INSPECTOR_GLOBAL]?: Observer<InspectionEvent> }

/** The inspector observer when `?inspect` attached one (development only), otherwise undefined. */
export function appInspector(): Observer<InspectionEvent> | undefined {
  return (globalThis as InspectorHolder)[INSPECTOR_GLOBAL]
}

/** Actor options with the inspector added when one is attached; children of the actor report through it too. */
export function withAppInspector<TLogic extends AnyActorLogic>(options: ActorOptions<TLogic> = {}): ActorOptions<TLogic> {
  const inspect = appInspector()
  return inspect && !options.inspect ? { ...options, inspect } : options
}

type UseMachineOptions<TMachine extends AnyStateMachine> = Parameters<typeof useMachine<TMachine>>[1]

/**
 * `useMachine` of @xstate/react for the app's machines: the same snapshot, send and actor, and in development
 * with `?inspect` the actor appears in the Stately inspector (DESIGN: QA watches the machines live).
 */
export function useAppMachine<TMachine extends AnyStateMachine>(machine: TMachine, options?: UseMachineOptions<TMachine>) {
  const withInspector = withAppInspector(options ?? {}) as NonNullable<UseMachineOptions<TMachine>>
  return useMachine(machine, withInspector)
}
