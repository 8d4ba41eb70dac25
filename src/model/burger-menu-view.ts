import type { MachineSnapshotView } from './machine-view'

/** The burger menu's events (LAYOUT-04, LAYOUT-05). */
export type BurgerMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'navigation' }
  | { type: 'escape' }

export type BurgerMenuState = 'closed' | 'open'

/**
 * The burger menu's transitions, one table for burgerMenuMachine and for what the menu shows while the machine is
 * still loading: the button toggles it, and Esc, its close button and any navigation close it.
 */
export const BURGER_MENU_TRANSITIONS: Record<BurgerMenuState, Partial<Record<BurgerMenuEvent['type'], BurgerMenuState>>> = {
  closed: { 'menu.toggle': 'open', 'menu.open': 'open' },
  open: { 'menu.toggle': 'closed', 'menu.close': 'closed', navigation: 'closed', escape: 'closed' },
}

/**
 * LAYOUT-04: whether the burger menu is open. Once the machine runs, as it says; before, the resting state (closed)
 * after the events sent while it loads, so the first tap opens the menu at once instead of after xstate has arrived
 * (issue 43.3), and the machine, given the same events, arrives in the same state.
 */
export function isBurgerMenuOpen(snapshot: MachineSnapshotView | undefined, waiting: readonly BurgerMenuEvent[] = []): boolean {
  if (snapshot) return snapshot.matches('open')
  let state: BurgerMenuState = 'closed'
  for (const event of waiting) state = BURGER_MENU_TRANSITIONS[state][event.type] ?? state
  return state === 'open'
}
