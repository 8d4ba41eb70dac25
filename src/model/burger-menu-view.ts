import type { MachineSnapshotView } from './machine-view'

/** LAYOUT-04: the burger menu is open only once its machine says so; closed before the machine loads. */
export function isBurgerMenuOpen(snapshot: MachineSnapshotView | undefined): boolean {
  return snapshot?.matches('open') ?? false
}
