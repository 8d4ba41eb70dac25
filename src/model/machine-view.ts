/**
 * What a component reads of a lazy machine's snapshot: its state and context. Structural, so src/model stays free
 * of xstate; undefined until the machine has loaded (components/use-lazy-machine.ts).
 */
export interface MachineSnapshotView<Context = unknown> {
  value: unknown
  context: Context
  matches(state: string): boolean
}
