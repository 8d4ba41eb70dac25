import { createBrowserInspector } from '@statelyai/inspect'
import { INSPECTOR_GLOBAL, type InspectorHolder } from './components/app-inspector'

let inspector: ReturnType<typeof createBrowserInspector> | undefined

/**
 * In development, `?inspect` opens the Stately inspector (src/entry-client.tsx calls this before hydrating). Every
 * actor started through `useAppMachine` or the app-wide providers reports to it, with its children.
 */
export function attachInspector() {
  inspector ??= createBrowserInspector()
  ;(globalThis as InspectorHolder)[INSPECTOR_GLOBAL] = inspector.inspect
}
