import type { AnyStateMachine } from 'xstate'

/**
 * Every machine of the site, found in machines/*.machine.ts by Vite at build time: a new machine file appears on
 * /admin/flows without anyone listing it. A factory (form.machine.ts's `createFormMachine`) is not a machine; the
 * machines it makes are exported by the files that use it.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true })

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && '__xstatenode' in value && 'root' in value
}

export interface SiteMachine {
  /** The file it is defined in, e.g. "payment-page.machine.ts". */
  file: string
  /** The export's name, e.g. "paymentPageMachine". */
  name: string
  machine: AnyStateMachine
}

export function siteMachines(): SiteMachine[] {
  return Object.entries(modules)
    .flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
        .map(([name, machine]) => ({ file: file.split('/').pop()!, name, machine })),
    )
    // By code point, not locale: the server and the browser order the same way.
    .sort((a, b) => (a.machine.id < b.machine.id ? -1 : a.machine.id > b.machine.id ? 1 : 0))
}
