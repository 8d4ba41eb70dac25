import type { MachineSnapshotView } from './machine-view'

/** States in which the bar is on screen and its status says the page is loading. */
const LOADING = ['running', 'waiting'] as const

/** ROUTE-15: the bar's state (its CSS modifier) and what its status says; idle and silent before the machine loads. */
export function progressBarView(snapshot: MachineSnapshotView | undefined): { state: string; status: 'loading' | 'failed' | null } {
  if (!snapshot) return { state: 'idle', status: null }
  const status = snapshot.matches('failed') ? 'failed' : LOADING.some((name) => snapshot.matches(name)) ? 'loading' : null
  return { state: String(snapshot.value), status }
}
