import { createBrowserInspector } from '@statelyai/inspect'
import { INSPECTOR_GLOBAL, type InspectorHolder } from './components/app-inspector'

/**
 * In development only, `?inspect=stately` opens Stately's own inspector (a page on stately.ai, so it needs the
 * network) instead of reporting to the offline flows page.
 */
export function attachStatelyInspector() {
  ;(globalThis as InspectorHolder)[INSPECTOR_GLOBAL] ??= createBrowserInspector().inspect
}
