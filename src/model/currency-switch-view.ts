import type { Currency } from './currencies'
import type { MachineSnapshotView } from './machine-view'

/** CURRENCY-01…04: the pressed currency and whether a reload is on its way, before the machine loads and after. */
export function currencySwitchView(snapshot: MachineSnapshotView<{ chosen: Currency }> | undefined, current: Currency) {
  return { chosen: snapshot?.context.chosen ?? current, busy: snapshot ? !snapshot.matches('ready') : false }
}
