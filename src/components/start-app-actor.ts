import { createActor, type Actor, type ActorOptions, type AnyStateMachine } from 'xstate'
import { withAppInspector } from './app-inspector'

/** Creates and starts an app actor, reporting to the inspector when one is attached (loaded on demand, with xstate). */
export function startAppActor<TMachine extends AnyStateMachine>(machine: TMachine, options?: ActorOptions<TMachine>): Actor<TMachine> {
  return createActor(machine, withAppInspector(options)).start()
}
