import { createBrowserInspector } from '@statelyai/inspect'

let inspector: ReturnType<typeof createBrowserInspector> | undefined

/** In development, `?inspect` opens the Stately inspector; every machine run with `useAppMachine` reports to it. */
export function attachInspector() {
  inspector ??= createBrowserInspector()
  ;(globalThis as { __appInspect?: unknown }).__appInspect = inspector.inspect
}
