import { useMachine } from '@xstate/react'
import type { AnyStateMachine } from 'xstate'
import { withAppInspector } from './app-inspector'

type UseMachineOptions<TMachine extends AnyStateMachine> = Parameters<typeof useMachine<TMachine>>[1]

/**
 * `useMachine` of @xstate/react for the app's machines: the same snapshot, send and actor, and in development
 * with `?inspect` the actor appears in the Stately inspector (DESIGN: QA watches the machines live). For a machine
 * that must not load with the page, see use-lazy-machine.ts.
 */
export function useAppMachine<TMachine extends AnyStateMachine>(machine: TMachine, options?: UseMachineOptions<TMachine>) {
  const withInspector = withAppInspector(options ?? {}) as NonNullable<UseMachineOptions<TMachine>>
  return useMachine(machine, withInspector)
}
