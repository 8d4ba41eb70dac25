import type { ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate'

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
