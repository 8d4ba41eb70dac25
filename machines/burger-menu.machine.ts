import { setup } from 'xstate'

/**
 * The burger menu of narrow screens (LAYOUT-04, LAYOUT-05): opened and closed by its button, closed by Esc, by
 * its close button and by any navigation.
 */
export type BurgerMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'navigation' }
  | { type: 'escape' }

export const burgerMenuMachine = setup({
  types: { events: {} as BurgerMenuEvent },
}).createMachine({
  id: 'burgerMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open', 'menu.open': 'open' },
    },
    open: {
      on: { 'menu.toggle': 'closed', 'menu.close': 'closed', navigation: 'closed', escape: 'closed' },
    },
  },
})
